import type { CustomStyle } from '@trilha/contract';

/** The platform's own colours, for a workspace without a customStyle. */
export const DEFAULT_STYLE: CustomStyle = {
  primaryColor: '#0b7285',
  secondaryColor: '#f08c00',
  menuColor: '#ffffff',
  menuTextColor: '#1a1b1e',
  darkMenu: false,
  logo: null,
};
