import type { Language, PositionItem } from '@trilha/contract';
import type { Config } from '../../config.ts';
import { html } from '../../platform/http/escape-html.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { action, mailPart, neutralizeLinks, paragraph, renderMail } from '../../platform/mail/template.ts';

/** How many positions one e-mail lists; the rest are a link away (the search). */
const LISTED = 10;

const WORDS = {
  'pt-BR': {
    subject: (query: string, n: number) => `${n === 1 ? 'Nova vaga' : `${n} novas vagas`} para o seu alerta${query ? ` "${query}"` : ''}`,
    hello: 'Olá',
    intro: (query: string) => `Encontramos vagas novas que combinam com o seu alerta${query ? ` "${query}"` : ''}:`,
    more: (n: number) => `E mais ${n} ${n === 1 ? 'vaga' : 'vagas'} na busca.`,
    search: 'Ver todas as vagas',
    remote: 'Remoto',
    unsubscribe: 'Não quer mais receber este alerta? Cancele aqui',
  },
  en: {
    subject: (query: string, n: number) =>
      `${n === 1 ? 'A new position' : `${n} new positions`} for your alert${query ? ` "${query}"` : ''}`,
    hello: 'Hello',
    intro: (query: string) => `We found new positions that match your alert${query ? ` "${query}"` : ''}:`,
    more: (n: number) => `And ${n} more in the search.`,
    search: 'See every position',
    remote: 'Remote',
    unsubscribe: 'No longer want this alert? Cancel it here',
  },
  es: {
    subject: (query: string, n: number) =>
      `${n === 1 ? 'Nueva vacante' : `${n} nuevas vacantes`} para tu alerta${query ? ` "${query}"` : ''}`,
    hello: 'Hola',
    intro: (query: string) => `Encontramos vacantes nuevas que coinciden con tu alerta${query ? ` "${query}"` : ''}:`,
    more: (n: number) => `Y ${n} más en la búsqueda.`,
    search: 'Ver todas las vacantes',
    remote: 'Remoto',
    unsubscribe: '¿Ya no quieres esta alerta? Cancélala aquí',
  },
} as const satisfies Record<Language, unknown>;

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
  const words = WORDS[language];
  const base = config.publicUrl.replace(/\/$/, '');
  const listed = positions.slice(0, LISTED);
  const lines = listed.map((position) => {
    const url = `${base}/my/discovery/position/${position.id}`;
    const place = placeOf(position, words.remote);
    // title, company and place are typed by the employer: a link in them must not look like one sent by us
    const label = neutralizeLinks([position.title, position.company.name, place].filter(Boolean).join(' · '));
    return { url, label };
  });
  const more = positions.length - listed.length;
  return renderMail({
    to: reader.email,
    subject: words.subject(alert.query, positions.length),
    language,
    parts: [
      paragraph(`${words.hello}, ${reader.name}!`),
      paragraph(words.intro(alert.query)),
      mailPart(
        html`<ul>${lines.map((line) => html`<li><a href="${line.url}">${line.label}</a></li>`)}</ul>`,
        lines.map((line) => `- ${line.label}: ${line.url}`).join('\n'),
      ),
      ...(more > 0 ? [paragraph(words.more(more))] : []),
      action(words.search, alert.searchUrl),
      action(words.unsubscribe, alert.unsubscribeUrl),
    ],
  });
}
