import type { Language } from '@trilha/contract';
import { html } from '../../platform/http/escape-html.ts';
import { greeting, mailWords } from '../../platform/mail/mail-words.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { mailPart, paragraph, renderMail } from '../../platform/mail/template.ts';
import type { SummaryPart } from './summary.ts';

/** Where the summary says its frequency is changed: the account's communication screen. */
export const communicationSettingsLink = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/account/communication`;

/** The summary e-mail: a greeting, one block per part, and where to change its frequency. */
export function summaryMail(to: string, name: string, language: Language, parts: SummaryPart[], settingsUrl: string): Mail {
  const say = mailWords(language, 'communication.summary');
  return renderMail({
    to,
    subject: say('subject'),
    language,
    parts: [
      paragraph(greeting(language, name)),
      paragraph(say('intro')),
      ...parts.map((part) =>
        mailPart(
          html`<h3>${part.title}</h3><ul>${part.lines.map((line) => html`<li>${line}</li>`)}</ul>`,
          [part.title, ...part.lines.map((line) => `- ${line}`)].join('\n'),
        ),
      ),
      mailPart(html`<p>${say('manage')} <a href="${settingsUrl}">${settingsUrl}</a></p>`, `${say('manage')} ${settingsUrl}`),
    ],
  });
}
