type Bundle = Record<string, unknown>;

/**
 * Every locale file the first page does not bundle (lib/i18n/i18n.ts bundles the sign-in's pt-BR words), each its own
 * lazy chunk. The map itself (a hundred file names) loads with the first namespace asked for, not with the sign-in.
 */
export const lazyFiles = import.meta.glob<Bundle>(
  ['./locales/*/*.json', '!./locales/pt-BR/common.json', '!./locales/pt-BR/identity.json', '!./locales/pt-BR/shell.json'],
  { import: 'default' },
);
