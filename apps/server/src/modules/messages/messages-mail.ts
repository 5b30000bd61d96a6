import type { Language } from '@trilha/contract';
import type { Config } from '../../config.ts';
import { greeting, mailWords } from '../../platform/mail/mail-words.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { action, neutralizeLinks, paragraph, renderMail } from '../../platform/mail/template.ts';

/**
 * A company wrote to a candidate: the e-mail that tells them, in their language, with a link to their applications;
 * `unread` above one when it sums up the messages of an interval (message-mails.ts). The messages themselves stay in
 * the product (the e-mail carries no text typed by the recruiter).
 */
export function companyMessageMail(
  config: Pick<Config, 'publicUrl'>,
  reader: { email: string; name: string },
  language: Language,
  conversation: { companyName: string; positionTitle: string },
  unread = 1,
): Mail {
  const say = mailWords(language, 'messages.companyMessage');
  const link = `${config.publicUrl.replace(/\/$/, '')}/my/applications`;
  const company = neutralizeLinks(conversation.companyName);
  const title = neutralizeLinks(conversation.positionTitle);
  const count = Math.max(unread, 1);
  const name = neutralizeLinks(reader.name);
  return renderMail({
    to: reader.email,
    subject: say('subject', { count }),
    language,
    parts: [paragraph(greeting(language, name)), paragraph(say('body', { company, title, count })), action(say('action', { count }), link)],
  });
}
