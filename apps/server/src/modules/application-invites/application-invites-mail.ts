import type { Language } from '@trilha/contract';
import type { Config } from '../../config.ts';
import { html } from '../../platform/http/escape-html.ts';
import { mailWords } from '../../platform/mail/mail-words.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { action, type MailPart, mailPart, neutralizeLinks, paragraph, renderMail } from '../../platform/mail/template.ts';

const base = (config: Pick<Config, 'publicUrl'>) => config.publicUrl.replace(/\/$/, '');

/** The invite's words in one language; its subject names no company: a name is whatever its creator typed. */
const wordsIn = (language: Language) => mailWords(language, 'application-invites.invite');

interface InviteWords {
  companyName: string;
  positionTitle: string;
  message: string | null;
}

/** Who invites to what, and the company's message when it wrote one (names and message with their links broken). */
function opening(language: Language, { companyName, positionTitle, message }: InviteWords): MailPart[] {
  const say = wordsIn(language);
  return [
    paragraph(say('body', { company: neutralizeLinks(companyName), title: neutralizeLinks(positionTitle) })),
    ...(message ? [paragraph(say('message', { message: neutralizeLinks(message) }))] : []),
  ];
}

/** The e-mail of an invite to a platform user, in their language: the invite waits in their applications. */
export function userInviteMail(config: Pick<Config, 'publicUrl'>, to: string, language: Language, words: InviteWords): Mail {
  const say = wordsIn(language);
  const link = `${base(config)}/my/applications`;
  return renderMail({
    to,
    subject: say('subject'),
    language,
    parts: [...opening(language, words), action(say('view'), link, say('viewText', { link }))],
  });
}

/** The e-mail of a prospect invite: a single-use link to accept and one to decline, valid for 7 days. */
export function prospectInviteMail(
  config: Pick<Config, 'publicUrl'>,
  to: string,
  language: Language,
  token: string,
  expiresAt: Date,
  words: InviteWords,
): Mail {
  const say = wordsIn(language);
  const accept = `${base(config)}/prospect/invite/${token}`;
  const decline = `${base(config)}/prospect/invite/decline/${token}`;
  return renderMail({
    to,
    subject: say('subject'),
    language,
    secretUntil: expiresAt,
    parts: [
      ...opening(language, words),
      action(say('accept'), accept, say('acceptText', { link: accept })),
      mailPart(html`<p>${say('notInterested')} <a href="${decline}">${say('decline')}</a></p>`, say('declineText', { link: decline })),
      paragraph(say('validity')),
    ],
  });
}
