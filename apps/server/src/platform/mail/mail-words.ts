import type { Language } from '@trilha/contract';
import en from '../../locales/en/mail.json' with { type: 'json' };
import es from '../../locales/es/mail.json' with { type: 'json' };
import ptBR from '../../locales/pt-BR/mail.json' with { type: 'json' };
import { html } from '../http/escape-html.ts';
import type { MailPart } from './template.ts';

/**
 * The words of every e-mail, in apps/server/src/locales/<language>/mail.json: one file per language, nested by module
 * and e-mail (`identity.recovery.subject`). They live in the server because the server may not import the web app,
 * and no screen shows them. The files have the shape of the web's locale files (i18next's): `{{name}}` placeholders,
 * and `_one`/`_other` forms picked by a `count` value, so one translator reads both. Keys are typed against pt-BR (a
 * wrong key does not compile, and en and es must have pt-BR's shape); mail-words.test.ts checks that every language
 * has exactly pt-BR's keys and placeholders.
 */
type Words = typeof ptBR;
const WORDS: Record<Language, Words> = { 'pt-BR': ptBR, en, es };

/** Every key path to a text: "identity.recovery.subject". */
type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];
/** A counted text is asked for by its base key ("job-alerts.alert.more"), its forms picked by `count`. */
type MailKey =
  | Exclude<Paths<Words>, `${string}_one` | `${string}_other`>
  | (Paths<Words> extends infer P ? (P extends `${infer Base}_one` ? Base : never) : never);
/** The keys under one e-mail's scope, without it: "subject" under "identity.recovery". */
type KeyUnder<Scope extends string> = MailKey extends infer K ? (K extends `${Scope}.${infer Rest}` ? Rest : never) : never;

type Values = Record<string, string | number>;

/** Shown instead of words a language lacks (the completeness test keeps it out of every e-mail). */
const MISSING = '[missing mail words]';
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function lookup(language: Language, path: string): string | undefined {
  let node: unknown = WORDS[language];
  for (const part of path.split('.'))
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The template of a key: its `_one` or `_other` form when the values carry a count and the key has forms. */
function template(language: Language, key: string, values: Values): string {
  const count = values.count;
  const form = typeof count === 'number' ? (new Intl.PluralRules(language).select(count) === 'one' ? 'one' : 'other') : null;
  return (form && lookup(language, `${key}_${form}`)) ?? lookup(language, key) ?? `${MISSING} ${key}`;
}

/** Fills each `{{name}}` with its value, in one pass (a value that holds braces stays as typed). */
const fill = (text: string, values: Values) =>
  text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The words of one e-mail in one language: `say('subject')`, `say('request', { count: 2 })`. */
export function mailWords<Scope extends string>(language: Language, scope: Scope) {
  return (key: KeyUnder<Scope>, values: Values = {}) => fill(template(language, `${scope}.${key}`, values), values);
}

/** The greeting every e-mail to a person opens with. */
export const greeting = (language: Language, name: string) => fill(template(language, 'common.greeting', { name }), { name });

/**
 * A paragraph of words whose HTML shows some of its values in bold (the workspace an invite is for): the words are
 * split at their placeholders, so each language places the bold value where its sentence puts it.
 */
export function emphasized<Scope extends string>(
  language: Language,
  scope: Scope,
  key: KeyUnder<Scope>,
  values: Values,
  bold: readonly string[],
): MailPart {
  const words = template(language, `${scope}.${key}`, values);
  const pieces = words.split(PLACEHOLDER).map((piece, index) => {
    if (index % 2 === 0) return piece;
    const value = piece in values ? String(values[piece]) : `{{${piece}}}`;
    return bold.includes(piece) ? html`<strong>${value}</strong>` : value;
  });
  return { html: html`<p>${pieces}</p>`, text: fill(words, values) };
}
