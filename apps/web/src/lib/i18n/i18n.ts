import { DEFAULT_LANGUAGE, type Language, resolveLanguage } from '@trilha/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../api/client.ts';
import { languageStorage } from '../session/token-storage.ts';
import type { Resources } from './resources.ts';

type Bundle = Record<string, unknown>;

/** The namespace of a locale file: ./locales/<language>/<namespace>.json */
const namespaceOf = (path: string) => path.replace(/^.*\/([^/]+)\.json$/, '$1');

// One file per domain and language: a new domain adds locales/<language>/<domain>.json and nothing else.
// pt-BR's words for the sign-in and the shell are bundled (the default language, the only one preloaded);
// every other namespace, and en and es, load with the first screen that uses them (react-i18next suspends that screen
// under its route's loading state meanwhile), so the first page does not carry every domain's words (its JavaScript budget).
// import.meta.glob takes literals: a new domain's files are lazy without a change here. The lazy ones are listed in
// locale-files.ts (its patterns leave out these three), loaded with the first namespace asked for.
const ptBRFiles = import.meta.glob<Bundle>(['./locales/pt-BR/common.json', './locales/pt-BR/identity.json', './locales/pt-BR/shell.json'], {
  eager: true,
  import: 'default',
});
const localeFiles = () => import('./locale-files.ts').then((module) => module.lazyFiles);

/** Reads a namespace not bundled yet (react-i18next asks when a screen first uses it). */
const lazyBackend = {
  type: 'backend' as const,
  init: () => undefined,
  read(language: string, namespace: string, callback: (error: unknown, data: Bundle | null) => void) {
    localeFiles()
      .then((files) => files[`./locales/${language}/${namespace}.json`]?.() ?? {})
      .then(
        (bundle) => callback(null, bundle),
        (error: unknown) => callback(error, null),
      );
  },
};

// Every namespace's pt-BR file; Resources (resources.ts and each domain's routes.tsx) types them for t().
const ptBR = Object.fromEntries(Object.entries(ptBRFiles).map(([path, bundle]) => [namespaceOf(path), bundle])) as Partial<
  Record<keyof Resources, Bundle>
>;
const NAMESPACES = Object.keys(ptBR).sort();

async function loadBundles(language: Language): Promise<void> {
  if (language === 'pt-BR' || i18next.hasResourceBundle(language, 'common')) return;
  await Promise.all(
    Object.entries(await localeFiles())
      .filter(([path]) => path.startsWith(`./locales/${language}/`))
      .map(async ([path, load]) => i18next.addResourceBundle(language, namespaceOf(path), await load(), true, true)),
  );
}

export async function initI18n(): Promise<void> {
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: { 'pt-BR': ptBR },
      // the bundled namespaces are there at once; the others come through lazyBackend when first used
      partialBundledLanguages: true,
      // the three languages are whole codes (pt-BR, en, es): no 'pt' to look for besides 'pt-BR'
      load: 'currentOnly',
      ns: NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      saveMissing: true,
      // a missing translation logs a warning, so it shows in development and in the tests
      missingKeyHandler: (_lngs, ns, key) => console.warn(`missing translation ${ns}:${key}`),
    });
  setApiLanguage(DEFAULT_LANGUAGE);
  const chosen = languageStorage.get();
  if (chosen && resolveLanguage(chosen) !== DEFAULT_LANGUAGE) await changeLanguage(chosen);
  else document.documentElement.lang = DEFAULT_LANGUAGE;
}

/** Switches the whole UI (and the language the API answers in). */
export async function changeLanguage(value: string): Promise<Language> {
  const language = resolveLanguage(value);
  await loadBundles(language);
  await i18next.changeLanguage(language);
  setApiLanguage(language);
  document.documentElement.lang = language;
  languageStorage.set(language);
  return language;
}

export { i18next };
