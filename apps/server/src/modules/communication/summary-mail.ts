import type { Language } from '@trilha/contract';
import { html } from '../../platform/http/escape-html.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { mailPart, paragraph, renderMail } from '../../platform/mail/template.ts';
import type { SummaryPart } from './summary.ts';

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
  return renderMail({
    to,
    subject: words.subject,
    language,
    parts: [
      paragraph(`${words.hello}, ${name}!`),
      paragraph(words.intro),
      ...parts.map((part) =>
        mailPart(
          html`<h3>${part.title}</h3><ul>${part.lines.map((line) => html`<li>${line}</li>`)}</ul>`,
          [part.title, ...part.lines.map((line) => `- ${line}`)].join('\n'),
        ),
      ),
      mailPart(html`<p>${words.manage} <a href="${settingsUrl}">${settingsUrl}</a></p>`, `${words.manage} ${settingsUrl}`),
    ],
  });
}
