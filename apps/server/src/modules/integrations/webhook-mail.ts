import type { Language } from '@trilha/contract';
import type { Config } from '../../config.ts';
import { mailWords } from '../../platform/mail/mail-words.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { action, neutralizeLinks, paragraph, renderMail } from '../../platform/mail/template.ts';

/** To a company admin: a webhook whose receiver failed a message for a day was turned off, and how to turn it on. */
export function webhookDisabledMail(config: Pick<Config, 'publicUrl'>, to: string, language: Language, url: string): Mail {
  const say = mailWords(language, 'integrations.webhookDisabled');
  const address = neutralizeLinks(url);
  return renderMail({
    to,
    subject: say('subject'),
    language,
    parts: [paragraph(say('body', { address })), paragraph(say('next')), action(say('action'), config.publicUrl.replace(/\/$/, ''))],
  });
}
