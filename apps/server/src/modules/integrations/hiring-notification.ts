import type { Config } from '../../config.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { findCandidateName, findInstalledOfKind } from './integrations.data.ts';

/** Names typed by users go into the body with their links broken, so mail clients do not link them. */
const neutralizeLinks = (text: string) =>
  text.replace(/\bhttp(s?):\/\//gi, 'hxxp$1://').replace(/([\p{L}\p{N}-])\.(?=[\p{L}\p{N}-]{2,})/gu, '$1[.]');

const FOOTER =
  'Você recebe esta mensagem porque este e-mail é a notificação de contratação da empresa na central do administrador da Trilha.';

interface Hire {
  workspaceId: string;
  companySubdomain: string | null;
  positionTitle: string;
  candidateId: string;
  applicationId: string;
}

/**
 * The hiring notification (spec section 3: one e-mail only): when a company marks a candidate hired, the address it set
 * in the admin center is told, in pt-BR (the company's side). Nothing when the company set no address.
 */
export async function hiringNotificationMail(q: Queryable, config: Pick<Config, 'publicUrl'>, hire: Hire): Promise<Mail | null> {
  const row = await findInstalledOfKind(q, hire.workspaceId, 'hiringnotification');
  const email = row?.config?.email;
  if (typeof email !== 'string' || !email) return null;
  const candidate = neutralizeLinks((await findCandidateName(q, hire.candidateId)) ?? 'Candidato(a)');
  const title = neutralizeLinks(hire.positionTitle);
  const body = `${candidate} foi marcado(a) como contratado(a) na vaga ${title}.`;
  const base = config.publicUrl.replace(/\/$/, '');
  const link = hire.companySubdomain ? `${base}/c/${hire.companySubdomain}/recruitment/applications/${hire.applicationId}` : base;
  return {
    to: email,
    subject: `Contratação confirmada: ${title}`,
    text: `${body}\n\nVer a candidatura: ${link}\n\n${FOOTER}`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">Ver a candidatura</a></p><p>${FOOTER}</p>`,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
