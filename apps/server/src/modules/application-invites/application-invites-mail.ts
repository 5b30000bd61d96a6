import type { Config } from '../../config.ts';
import type { Mail } from '../../platform/mail/mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Names typed by users go in with their links broken, so a mail client never turns them into links (as invite-mail.ts). */
const neutralizeLinks = (text: string) =>
  text.replace(/\bhttp(s?):\/\//gi, 'hxxp$1://').replace(/([\p{L}\p{N}-])\.(?=[\p{L}\p{N}-]{2,})/gu, '$1[.]');

const base = (config: Pick<Config, 'publicUrl'>) => config.publicUrl.replace(/\/$/, '');

/** The subject names no company: a name is whatever its creator typed. */
const SUBJECT = 'Você recebeu um convite para se candidatar a uma vaga na Trilha';

interface InviteWords {
  companyName: string;
  positionTitle: string;
  message: string | null;
}

function opening({ companyName, positionTitle, message }: InviteWords) {
  const text = `${neutralizeLinks(companyName)} convidou você para se candidatar à vaga ${neutralizeLinks(positionTitle)}.`;
  const note = message ? `\n\nMensagem da empresa: ${neutralizeLinks(message)}` : '';
  const html = `<p>${escapeHtml(text)}</p>${message ? `<p>${escapeHtml(`Mensagem da empresa: ${neutralizeLinks(message)}`)}</p>` : ''}`;
  return { text: `${text}${note}`, html };
}

/** The e-mail of an invite to a platform user: the invite waits in their applications. */
export function userInviteMail(config: Pick<Config, 'publicUrl'>, to: string, words: InviteWords): Mail {
  const link = `${base(config)}/my/applications`;
  const intro = opening(words);
  return {
    to,
    subject: SUBJECT,
    text: `${intro.text}\n\nResponda ao convite em: ${link}`,
    html: `${intro.html}<p><a href="${escapeHtml(link)}">Ver o convite</a></p>`,
  };
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
  const intro = opening(words);
  return {
    to,
    subject: SUBJECT,
    text: `${intro.text}\n\nAceite o convite em: ${accept}\n\nNão tem interesse? Recuse em: ${decline}\n\nO convite vale por 7 dias.`,
    html: `${intro.html}<p><a href="${escapeHtml(accept)}">Aceitar o convite</a></p>
<p>Não tem interesse? <a href="${escapeHtml(decline)}">Recusar o convite</a></p>
<p>O convite vale por 7 dias.</p>`,
    secretUntil: expiresAt,
  };
}
