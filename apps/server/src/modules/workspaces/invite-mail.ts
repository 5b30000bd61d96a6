import type { Config } from '../../config.ts';
import type { Mail } from '../../platform/mail/mailer.ts';

const ROLE_LABELS: Record<string, string> = {
  member: 'Membro',
  content_creator: 'Criador de conteúdo',
  administrator: 'Administrador',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export const inviteLink = (config: Pick<Config, 'publicUrl'>, inviteId: string) => `${config.publicUrl.replace(/\/$/, '')}/invite/${inviteId}`;

/** The invite e-mail, in pt-BR (the product's default language). */
export function inviteMail(
  config: Pick<Config, 'publicUrl'>,
  invite: { id: string; email: string; role: string },
  workspaceName: string,
  inviterName: string | null,
): Mail {
  const link = inviteLink(config, invite.id);
  const role = ROLE_LABELS[invite.role] ?? invite.role;
  const who = inviterName ? `${inviterName} convidou você` : 'Você foi convidado';
  const text = `${who} para participar de ${workspaceName} na Trilha como ${role}.\n\nAceite o convite em: ${link}\n\nO convite vale por 7 dias.`;
  const html = `<p>${escapeHtml(who)} para participar de <strong>${escapeHtml(workspaceName)}</strong> na Trilha como ${escapeHtml(role)}.</p>
<p><a href="${escapeHtml(link)}">Aceitar o convite</a></p>
<p>O convite vale por 7 dias.</p>`;
  return { to: invite.email, subject: `Você foi convidado para ${workspaceName} na Trilha`, text, html };
}
