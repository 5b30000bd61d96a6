import type { Config } from '../../config.ts';
import type { Mail } from '../../platform/mail/mailer.ts';

const ROLE_LABELS: Record<string, string> = {
  member: 'Membro',
  content_creator: 'Criador de conteúdo',
  administrator: 'Administrador',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const inviteLink = (config: Pick<Config, 'publicUrl'>, inviteId: string) => `${config.publicUrl.replace(/\/$/, '')}/invite/${inviteId}`;

/** The subject names no workspace: a name is whatever its creator typed, phishing text and addresses included. */
const INVITE_SUBJECT = 'Você recebeu um convite na Trilha';

/**
 * Names typed by users go into the body with their links broken ("exemplo[.]com", "hxxps://"), so mail
 * clients do not turn a workspace called "www.pague-aqui.com" into a link that seems to come from us.
 */
const neutralizeLinks = (text: string) =>
  text.replace(/\bhttp(s?):\/\//gi, 'hxxp$1://').replace(/([\p{L}\p{N}-])\.(?=[\p{L}\p{N}-]{2,})/gu, '$1[.]');

/** The invite e-mail, in pt-BR (the product's default language). */
export function inviteMail(
  config: Pick<Config, 'publicUrl'>,
  invite: { id: string; email: string; role: string },
  workspaceName: string,
  inviterName: string | null,
): Mail {
  const link = inviteLink(config, invite.id);
  const role = ROLE_LABELS[invite.role] ?? invite.role;
  const who = inviterName ? `${neutralizeLinks(inviterName)} convidou você` : 'Você foi convidado';
  const workspace = neutralizeLinks(workspaceName);
  const text = `${who} para participar de ${workspace} na Trilha como ${role}.\n\nAceite o convite em: ${link}\n\nO convite vale por 7 dias.`;
  const html = `<p>${escapeHtml(who)} para participar de <strong>${escapeHtml(workspace)}</strong> na Trilha como ${escapeHtml(role)}.</p>
<p><a href="${escapeHtml(link)}">Aceitar o convite</a></p>
<p>O convite vale por 7 dias.</p>`;
  return { to: invite.email, subject: INVITE_SUBJECT, text, html };
}
