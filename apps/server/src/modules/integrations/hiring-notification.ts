import type { Config } from '../../config.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { action, neutralizeLinks, paragraph, renderMail } from '../../platform/mail/template.ts';
import { findCandidateName, findInstalledOfKind } from './integrations.data.ts';

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
 * The hiring notification (one e-mail address only): when a company marks a candidate hired, the address it set
 * in the admin center is told, in pt-BR (the company's side). Nothing when the company set no address.
 */
export async function hiringNotificationMail(q: Queryable, config: Pick<Config, 'publicUrl'>, hire: Hire): Promise<Mail | null> {
  const row = await findInstalledOfKind(q, hire.workspaceId, 'hiringnotification');
  const email = row?.config?.email;
  if (typeof email !== 'string' || !email) return null;
  return hiredMail(config, email, hire, await findCandidateName(q, hire.candidateId));
}

/** The notification's words: who was hired for which position, and the link to the application. */
export function hiredMail(
  config: Pick<Config, 'publicUrl'>,
  to: string,
  hire: Pick<Hire, 'companySubdomain' | 'positionTitle' | 'applicationId'>,
  candidateName: string | null,
): Mail {
  const candidate = neutralizeLinks(candidateName ?? 'Candidato(a)');
  const title = neutralizeLinks(hire.positionTitle);
  const body = `${candidate} foi marcado(a) como contratado(a) na vaga ${title}.`;
  const base = config.publicUrl.replace(/\/$/, '');
  const link = hire.companySubdomain ? `${base}/c/${hire.companySubdomain}/recruitment/applications/${hire.applicationId}` : base;
  return renderMail({
    to,
    subject: `Contratação confirmada: ${title}`,
    parts: [paragraph(body), action('Ver a candidatura', link), paragraph(FOOTER)],
  });
}
