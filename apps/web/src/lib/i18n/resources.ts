import type common from './locales/pt-BR/common.json';
import type shell from './locales/pt-BR/shell.json';

/**
 * The pt-BR translations by namespace: every t() key is checked against them, and en/es must have the same keys
 * (locales.test.ts). lib's namespaces are listed here; each domain adds its own in its features/<domain>/routes.tsx.
 */
export interface Resources {
  common: typeof common;
  shell: typeof shell;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
