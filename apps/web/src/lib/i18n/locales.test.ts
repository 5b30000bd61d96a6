import { describe, expect, it } from 'vitest';

// Every locale file, keyed by its path: ./locales/<language>/<namespace>.json
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
const read = (language: string, namespace: string) => files[`./locales/${language}/${namespace}.json`];

/** Every key path of a nested translation object, e.g. "login.title". */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  const namespaces = Object.keys(files)
    .filter((path) => path.startsWith('./locales/pt-BR/'))
    .map((path) => path.replace('./locales/pt-BR/', '').replace('.json', ''));
  it('has the pt-BR namespaces', () => expect(namespaces.length).toBeGreaterThanOrEqual(5));
  for (const namespace of namespaces) {
    for (const language of ['en', 'es']) {
      it(`${language}/${namespace} has exactly the keys of pt-BR`, () => {
        expect(keysOf(read(language, namespace)).sort()).toEqual(keysOf(read('pt-BR', namespace)).sort());
      });
    }
  }

  // i18next's plural forms: a counted text has `_one` and `_other` (the forms pt-BR, en and es use), nothing else.
  const PLURAL = /_(zero|one|two|few|many|other|plural)$/;
  for (const path of Object.keys(files)) {
    it(`${path} writes plurals as _one/_other pairs`, () => {
      const keys = keysOf(files[path]);
      const plurals = keys.filter((key) => PLURAL.test(key));
      expect(plurals.filter((key) => !/_(one|other)$/.test(key))).toEqual([]);
      for (const key of plurals) {
        const base = key.replace(PLURAL, '');
        expect(keys, key).toEqual(expect.arrayContaining([`${base}_one`, `${base}_other`]));
      }
    });
  }
});
