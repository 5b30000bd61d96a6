import type { Language } from '@trilha/contract';
import type { Mail } from '../../platform/mail/mailer.ts';
import type { SummaryPart } from './summary.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const WORDS = {
  'pt-BR': {
    subject: 'Seu resumo da Trilha',
    hello: 'Olá',
    intro: 'Veja o que aconteceu desde o último resumo:',
    manage: 'Para mudar a frequência deste e-mail, acesse',
  },
  en: {
    subject: 'Your Trilha summary',
    hello: 'Hello',
    intro: 'Here is what happened since the last summary:',
    manage: 'To change how often you get this e-mail, go to',
  },
  es: {
    subject: 'Tu resumen de Trilha',
    hello: 'Hola',
    intro: 'Mira lo que pasó desde el último resumen:',
    manage: 'Para cambiar la frecuencia de este correo, accede a',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The summary e-mail: a greeting, one block per part, and where to change its frequency. */
export function summaryMail(to: string, name: string, language: Language, parts: SummaryPart[], settingsUrl: string): Mail {
  const words = WORDS[language];
  const text = [
    `${words.hello}, ${name}!`,
    '',
    words.intro,
    ...parts.flatMap((part) => ['', part.title, ...part.lines.map((line) => `- ${line}`)]),
    '',
    `${words.manage} ${settingsUrl}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(words.hello)}, ${escapeHtml(name)}!</p>`,
    `<p>${escapeHtml(words.intro)}</p>`,
    ...parts.map(
      (part) => `<h3>${escapeHtml(part.title)}</h3><ul>${part.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ),
    `<p>${escapeHtml(words.manage)} <a href="${escapeHtml(settingsUrl)}">${escapeHtml(settingsUrl)}</a></p>`,
  ].join('');
  return { to, subject: words.subject, text, html };
}
