import { INVITE_ROLES, type Language } from '@trilha/contract';
import type { Config } from '../../config.ts';
import { emphasized, mailWords } from '../../platform/mail/mail-words.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { action, neutralizeLinks, paragraph, renderMail } from '../../platform/mail/template.ts';

const inviteLink = (config: Pick<Config, 'publicUrl'>, inviteId: string) => `${config.publicUrl.replace(/\/$/, '')}/invite/${inviteId}`;

/** The role's name in the invite's words; a role unknown here shows as stored. */
function roleName(say: ReturnType<typeof mailWords<'workspaces.invite'>>, role: string): string {
  const names: Record<string, string> = Object.fromEntries(INVITE_ROLES.map((known) => [known, say(`roles.${known}`)]));
  return names[role] ?? role;
}

/**
 * The invite e-mail, in `language`. Its subject names no workspace: a name is whatever its creator typed, phishing
 * text and addresses included.
 */
export function inviteMail(
  config: Pick<Config, 'publicUrl'>,
  invite: { id: string; email: string; role: string },
  language: Language,
  workspaceName: string,
  inviterName: string | null,
): Mail {
  const say = mailWords(language, 'workspaces.invite');
  const link = inviteLink(config, invite.id);
  const role = roleName(say, invite.role);
  const workspace = neutralizeLinks(workspaceName);
  const body = inviterName
    ? emphasized(language, 'workspaces.invite', 'bodyFromInviter', { inviter: neutralizeLinks(inviterName), workspace, role }, [
        'workspace',
      ])
    : emphasized(language, 'workspaces.invite', 'body', { workspace, role }, ['workspace']);
  return renderMail({
    to: invite.email,
    subject: say('subject'),
    language,
    parts: [body, action(say('action'), link, say('actionText', { link })), paragraph(say('validity'))],
  });
}
