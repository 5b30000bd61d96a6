import type { Language } from '@trilha/contract';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { mailWords } from '../../platform/mail/mail-words.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { action, neutralizeLinks, paragraph, renderMail } from '../../platform/mail/template.ts';
import { findCandidateName, findInstalledOfKind } from './integrations.data.ts';

interface Hire {
  workspaceId: string;
  companySubdomain: string | null;
  positionTitle: string;
  candidateId: string;
  applicationId: string;
  /** the company's language, which its notification is written in */
  language: Language;
}

/**
 * The hiring notification (one e-mail address only): when a company marks a candidate hired, the address it set
 * in the admin center is told, in the company's language. Nothing when the company set no address.
 */
export async function hiringNotificationMail(q: Queryable, config: Pick<Config, 'publicUrl'>, hire: Hire): Promise<Mail | null> {
  const row = await findInstalledOfKind(q, hire.workspaceId, 'hiringnotification');
  const email = row?.config?.email;
  if (typeof email !== 'string' || !email) return null;
  return hiredMail(config, email, hire.language, hire, await findCandidateName(q, hire.candidateId));
}

/** The notification's words: who was hired for which position, and the link to the application. */
export function hiredMail(
  config: Pick<Config, 'publicUrl'>,
  to: string,
  language: Language,
  hire: Pick<Hire, 'companySubdomain' | 'positionTitle' | 'applicationId'>,
  candidateName: string | null,
): Mail {
  const say = mailWords(language, 'integrations.hired');
  const candidate = neutralizeLinks(candidateName ?? say('someone'));
  const title = neutralizeLinks(hire.positionTitle);
  const base = config.publicUrl.replace(/\/$/, '');
  const link = hire.companySubdomain ? `${base}/c/${hire.companySubdomain}/recruitment/applications/${hire.applicationId}` : base;
  return renderMail({
    to,
    subject: say('subject', { title }),
    language,
    parts: [paragraph(say('body', { candidate, title })), action(say('action'), link), paragraph(say('footer'))],
  });
}
