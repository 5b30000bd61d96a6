import { html, raw, type SafeHtml } from '../http/escape-html.ts';
import type { Mail } from './mailer.ts';

/**
 * The mail layer: every e-mail the product sends is a list of parts, each with its HTML and its plain
 * text, put in one layout by `renderMail`. Each module's template (identity-mails.ts, hiring-mail.ts, ...) takes its
 * words, in the reader's language, from the locale files (mail-words.ts); the markup is built only with `html`, which
 * escapes every value it is given.
 */
export interface MailPart {
  html: SafeHtml;
  text: string;
}

/** A part whose markup and text the template writes itself (html`...` escapes its values). */
export const mailPart = (markup: SafeHtml, text: string): MailPart => ({ html: markup, text });

/** A paragraph; its line breaks stay line breaks in the HTML. */
export const paragraph = (text: string): MailPart => ({
  html: html`<p>${text.split('\n').map((line, index) => (index === 0 ? line : [raw('<br>'), line]))}</p>`,
  text,
});

/** A code to type (access code), in bold. */
export const code = (value: string): MailPart => ({ html: html`<p><strong>${value}</strong></p>`, text: value });

/** A link the reader follows: a labelled link in the HTML; in the text, `label: url` unless the template words it. */
export const action = (label: string, url: string, text = `${label}: ${url}`): MailPart => ({
  html: html`<p><a href="${url}">${label}</a></p>`,
  text,
});

interface MailContent {
  to: string;
  subject: string;
  /** the language the e-mail is written in (the HTML's lang) */
  language?: string;
  parts: readonly MailPart[];
  /** the mail carries a secret link valid until then (Mail.secretUntil) */
  secretUntil?: Date;
}

/** The one layout of the e-mails: the parts in order, in an HTML document; the text part is their texts, a blank line apart. */
export function renderMail({ to, subject, language = 'pt-BR', parts, secretUntil }: MailContent): Mail {
  const body = parts.map((part) => part.html);
  const document = html`<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${subject}</title></head><body>${body}</body></html>`;
  return {
    to,
    subject,
    text: parts.map((part) => part.text).join('\n\n'),
    html: document.value,
    ...(secretUntil ? { secretUntil } : {}),
  };
}

/**
 * Names typed by users go into an e-mail with their links broken ("exemplo[.]com", "hxxps://"), so mail clients do
 * not turn a workspace called "www.pague-aqui.com" into a link that seems to come from us.
 */
export const neutralizeLinks = (text: string) =>
  text.replace(/\bhttp(s?):\/\//gi, 'hxxp$1://').replace(/([\p{L}\p{N}-])\.(?=[\p{L}\p{N}-]{2,})/gu, '$1[.]');
