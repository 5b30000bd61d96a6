import type { Config } from '../../config.ts';
import { html } from '../../platform/http/escape-html.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { action, type MailPart, mailPart, neutralizeLinks, paragraph, renderMail } from '../../platform/mail/template.ts';

const base = (config: Pick<Config, 'publicUrl'>) => config.publicUrl.replace(/\/$/, '');

/** The subject names no company: a name is whatever its creator typed. */
const SUBJECT = 'Você recebeu um convite para se candidatar a uma vaga na Trilha';

interface InviteWords {
  companyName: string;
  positionTitle: string;
  message: string | null;
}

/** Who invites to what, and the company's message when it wrote one (names and message with their links broken). */
function opening({ companyName, positionTitle, message }: InviteWords): MailPart[] {
  return [
    paragraph(`${neutralizeLinks(companyName)} convidou você para se candidatar à vaga ${neutralizeLinks(positionTitle)}.`),
    ...(message ? [paragraph(`Mensagem da empresa: ${neutralizeLinks(message)}`)] : []),
  ];
}

/** The e-mail of an invite to a platform user: the invite waits in their applications. */
export function userInviteMail(config: Pick<Config, 'publicUrl'>, to: string, words: InviteWords): Mail {
  const link = `${base(config)}/my/applications`;
  return renderMail({
    to,
    subject: SUBJECT,
    parts: [...opening(words), action('Ver o convite', link, `Responda ao convite em: ${link}`)],
  });
}

/** The e-mail of a prospect invite: a single-use link to accept and one to decline, valid for 7 days. */
export function prospectInviteMail(
  config: Pick<Config, 'publicUrl'>,
  to: string,
  token: string,
  expiresAt: Date,
  words: InviteWords,
): Mail {
  const accept = `${base(config)}/prospect/invite/${token}`;
  const decline = `${base(config)}/prospect/invite/decline/${token}`;
  return renderMail({
    to,
    subject: SUBJECT,
    secretUntil: expiresAt,
    parts: [
      ...opening(words),
      action('Aceitar o convite', accept, `Aceite o convite em: ${accept}`),
      mailPart(html`<p>Não tem interesse? <a href="${decline}">Recusar o convite</a></p>`, `Não tem interesse? Recuse em: ${decline}`),
      paragraph('O convite vale por 7 dias.'),
    ],
  });
}
