import { type Language, type PositionItem, withSource } from '@trilha/contract';
import type { Config } from '../../config.ts';
import { html } from '../../platform/http/escape-html.ts';
import { greeting, mailWords } from '../../platform/mail/mail-words.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { action, mailPart, neutralizeLinks, paragraph, renderMail } from '../../platform/mail/template.ts';

/** How many positions one e-mail lists; the rest are a link away (the search). */
const LISTED = 10;

const placeOf = (position: PositionItem, remote: string) =>
  [position.location.city, position.location.state].filter(Boolean).join(' - ') || (position.remote ? remote : '');

/** A job alert's e-mail: its new positions (each linked to its page), the search, and the signed unsubscribe link. */
export function jobAlertMail(
  config: Pick<Config, 'publicUrl'>,
  reader: { email: string; name: string },
  language: Language,
  alert: { query: string; searchUrl: string; unsubscribeUrl: string },
  positions: PositionItem[],
): Mail {
  const say = mailWords(language, 'job-alerts.alert');
  const query = alert.query;
  const base = config.publicUrl.replace(/\/$/, '');
  const listed = positions.slice(0, LISTED);
  const lines = listed.map((position) => {
    // the position's page says where the reader came from, so an application from it is counted as the alert's
    const url = withSource(`${base}/my/discovery/position/${position.id}`, 'job_alert');
    const place = placeOf(position, say('remote'));
    // title, company and place are typed by the employer: a link in them must not look like one sent by us
    const label = neutralizeLinks([position.title, position.company.name, place].filter(Boolean).join(' · '));
    return { url, label };
  });
  const more = positions.length - listed.length;
  return renderMail({
    to: reader.email,
    subject: query ? say('subjectOfQuery', { count: positions.length, query }) : say('subject', { count: positions.length }),
    language,
    parts: [
      paragraph(greeting(language, reader.name)),
      paragraph(query ? say('introOfQuery', { query }) : say('intro')),
      mailPart(
        html`<ul>${lines.map((line) => html`<li><a href="${line.url}">${line.label}</a></li>`)}</ul>`,
        lines.map((line) => `- ${line.label}: ${line.url}`).join('\n'),
      ),
      ...(more > 0 ? [paragraph(say('more', { count: more }))] : []),
      action(say('search'), alert.searchUrl),
      action(say('unsubscribe'), alert.unsubscribeUrl),
    ],
  });
}
