import { DEFAULT_LANGUAGE, type Language, resolveLanguage } from '@trilha/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../api/client.ts';
import account from './locales/pt-BR/account.json';
import auth from './locales/pt-BR/auth.json';
import common from './locales/pt-BR/common.json';
import shell from './locales/pt-BR/shell.json';
import workspaces from './locales/pt-BR/workspaces.json';

export const NAMESPACES = ['common', 'auth', 'account', 'shell', 'workspaces'] as const;
export const ptBR = { common, auth, account, shell, workspaces };

// en and es load on demand (spec: only pt-BR is preloaded).
const lazyBundles = import.meta.glob<{ default: Record<string, unknown> }>(['./locales/en/*.json', './locales/es/*.json']);

async function loadBundles(language: Language): Promise<void> {
  if (language === 'pt-BR' || i18next.hasResourceBundle(language, 'common')) return;
  await Promise.all(
    NAMESPACES.map(async (ns) => {
      const load = lazyBundles[`./locales/${language}/${ns}.json`];
      if (load) i18next.addResourceBundle(language, ns, (await load()).default, true, true);
    }),
  );
}

export async function initI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { 'pt-BR': ptBR },
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    // Spec section 8: a missing translation logs a warning.
    missingKeyHandler: (_lngs, ns, key) => console.warn(`missing translation ${ns}:${key}`),
  });
  setApiLanguage(DEFAULT_LANGUAGE);
}

/** Switches the whole UI (and the language the API answers in). */
export async function changeLanguage(value: string): Promise<Language> {
  const language = resolveLanguage(value);
  await loadBundles(language);
  await i18next.changeLanguage(language);
  setApiLanguage(language);
  document.documentElement.lang = language;
  return language;
}

export { i18next };
