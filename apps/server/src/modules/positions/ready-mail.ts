import type { Language } from '@trilha/contract';
import type { Config } from '../../config.ts';
import { greeting, mailWords } from '../../platform/mail/mail-words.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { action, paragraph, renderMail } from '../../platform/mail/template.ts';

/** "Apply when ready": the e-mail that tells a person the gap to a saved position is closed, in their language. */
export function readyMail(
  config: Pick<Config, 'publicUrl'>,
  reader: { email: string; name: string },
  language: Language,
  position: { id: string; title: string; companyName: string },
): Mail {
  const say = mailWords(language, 'positions.ready');
  const link = `${config.publicUrl.replace(/\/$/, '')}/my/discovery/position/${position.id}`;
  const body = say('body', { title: position.title, company: position.companyName });
  return renderMail({
    to: reader.email,
    subject: say('subject'),
    language,
    parts: [paragraph(greeting(language, reader.name)), paragraph(body), action(say('action'), link)],
  });
}
