import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@trilha/contract';
import { describe, expect, it } from 'vitest';
import { emphasized, greeting, mailWords } from './mail-words.ts';

const LOCALES = join(import.meta.dirname, '../../locales');
const read = (language: string, file: string) => JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as unknown;

/** Every text of a nested translation object, by key path ("identity.recovery.subject"). */
function textsOf(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => textsOf(child, prefix ? `${prefix}.${key}` : key));
}
const placeholdersOf = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the e-mail translations', () => {
  const files = readdirSync(join(LOCALES, 'pt-BR'));

  it('has a folder for each language the product speaks, with the files of pt-BR', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) expect(readdirSync(join(LOCALES, language)).sort()).toEqual(files.sort());
  });

  for (const file of files) {
    const base = new Map(textsOf(read('pt-BR', file)));
    for (const language of LANGUAGES) {
      it(`${language}/${file}: every text of pt-BR, with its placeholders, and nothing else`, () => {
        const texts = new Map(textsOf(read(language, file)));
        expect([...texts.keys()].sort()).toEqual([...base.keys()].sort());
        for (const [key, text] of texts) {
          expect(typeof text === 'string' && text.trim() !== '', `${key} has words`).toBe(true);
          expect(placeholdersOf(text), key).toEqual(placeholdersOf(base.get(key)));
        }
      });
    }

    // i18next's plural forms: a counted text has `_one` and `_other` (the forms pt-BR, en and es use), nothing else
    it(`${file} writes plurals as _one/_other pairs counted by {{count}}`, () => {
      const keys = [...base.keys()];
      const plurals = keys.filter((key) => /_(zero|one|two|few|many|other)$/.test(key));
      expect(plurals.filter((key) => !/_(one|other)$/.test(key))).toEqual([]);
      for (const key of plurals) {
        const stem = key.replace(/_(one|other)$/, '');
        expect(keys, key).toEqual(expect.arrayContaining([`${stem}_one`, `${stem}_other`]));
      }
    });
  }
});

describe('mailWords', () => {
  it('fills the placeholders and picks the plural form of the count, in each language', () => {
    expect(mailWords('pt-BR', 'job-alerts.alert')('subjectOfQuery', { count: 1, query: 'dados' })).toBe(
      'Nova vaga para o seu alerta "dados"',
    );
    expect(mailWords('pt-BR', 'job-alerts.alert')('subject', { count: 3 })).toBe('3 novas vagas para o seu alerta');
    expect(mailWords('en', 'job-alerts.alert')('subject', { count: 1 })).toBe('A new position for your alert');
    expect(mailWords('es', 'hiring')('offer.validity', { count: 7 })).toBe('La propuesta es válida por 7 días.');
    expect(greeting('es', 'Ana')).toBe('¡Hola, Ana!');
  });

  it('puts a value in as typed: braces and dollar signs in it are not read as placeholders', () => {
    expect(greeting('en', '{{name}} $& $1')).toBe('Hello, {{name}} $& $1!');
  });

  it('shows a bold value escaped in the HTML and plain in the text', () => {
    const part = emphasized('en', 'workspaces.invite', 'body', { workspace: '<b>Acme</b>', role: 'Member' }, ['workspace']);
    expect(part.html.value).toBe('<p>You have been invited to join <strong>&lt;b&gt;Acme&lt;/b&gt;</strong> on Trilha as Member.</p>');
    expect(part.text).toBe('You have been invited to join <b>Acme</b> on Trilha as Member.');
  });
});
