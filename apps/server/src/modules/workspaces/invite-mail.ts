import type { Config } from '../../config.ts';
import { html } from '../../platform/http/escape-html.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { action, mailPart, neutralizeLinks, paragraph, renderMail } from '../../platform/mail/template.ts';

const ROLE_LABELS: Record<string, string> = {
  member: 'Membro',
  content_creator: 'Criador de conteúdo',
  administrator: 'Administrador',
};

const inviteLink = (config: Pick<Config, 'publicUrl'>, inviteId: string) => `${config.publicUrl.replace(/\/$/, '')}/invite/${inviteId}`;

/** The subject names no workspace: a name is whatever its creator typed, phishing text and addresses included. */
const INVITE_SUBJECT = 'Você recebeu um convite na Trilha';

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
  return renderMail({
    to: invite.email,
    subject: INVITE_SUBJECT,
    parts: [
      mailPart(
        html`<p>${who} para participar de <strong>${workspace}</strong> na Trilha como ${role}.</p>`,
        `${who} para participar de ${workspace} na Trilha como ${role}.`,
      ),
      action('Aceitar o convite', link, `Aceite o convite em: ${link}`),
      paragraph('O convite vale por 7 dias.'),
    ],
  });
}
