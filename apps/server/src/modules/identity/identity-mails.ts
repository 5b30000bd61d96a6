import type { Language } from '@trilha/contract';
import { greeting, mailWords } from '../../platform/mail/mail-words.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { code as accessCode, action, paragraph, renderMail } from '../../platform/mail/template.ts';

/** Where account-removal requests go. */
export const SUPPORT_EMAIL = 'suporte@trilha.dev';

interface Reader {
  email: string;
  name: string;
}

/** The recovery e-mail's link: the screen that sets a new password, in the person's language. */
export const recoveryLink = (publicUrl: string, language: string, code: string) =>
  `${publicUrl.replace(/\/$/, '')}/access/changepassword/${language}/${code}`;

/** The confirmation e-mail's link: the screen that confirms the address. */
export const confirmEmailLink = (publicUrl: string, code: string) => `${publicUrl.replace(/\/$/, '')}/access/confirm-email/${code}`;

export function recoveryMail(reader: Reader, language: Language, link: string, validUntil: Date, validHours: number): Mail {
  const say = mailWords(language, 'identity.recovery');
  return renderMail({
    to: reader.email,
    secretUntil: validUntil,
    subject: say('subject'),
    language,
    parts: [
      paragraph(greeting(language, reader.name)),
      paragraph(say('request', { count: validHours })),
      action(say('action'), link, link),
      paragraph(say('ignore')),
    ],
  });
}

/** The link that confirms the address of a company's owner, sent at sign-up and again on request. */
export function emailConfirmationMail(reader: Reader, language: Language, link: string, validUntil: Date, validDays: number): Mail {
  const say = mailWords(language, 'identity.emailConfirmation');
  return renderMail({
    to: reader.email,
    secretUntil: validUntil,
    subject: say('subject'),
    language,
    parts: [
      paragraph(greeting(language, reader.name)),
      paragraph(say('request', { count: validDays })),
      action(say('action'), link, link),
      paragraph(say('ignore')),
    ],
  });
}

/** The access code asked of an address that tried many accounts: it also tells the owner their password was used there. */
export function signInCodeMail(reader: Reader, language: Language, code: string, validUntil: Date, validMinutes: number): Mail {
  const say = mailWords(language, 'identity.signInCode');
  return renderMail({
    to: reader.email,
    secretUntil: validUntil,
    subject: say('subject'),
    language,
    parts: [
      paragraph(greeting(language, reader.name)),
      paragraph(say('intro')),
      paragraph(say('use', { count: validMinutes })),
      accessCode(code),
      paragraph(say('warning')),
    ],
  });
}

/** The request goes to support, whose people read pt-BR, whatever the user's language. */
export function removalRequestMail(
  user: { id: string; email: string; name: string; lastName: string },
  reason: string | undefined,
  language: Language = 'pt-BR',
): Mail {
  const say = mailWords(language, 'identity.removalRequest');
  const who = `${user.name} ${user.lastName} <${user.email}> (${user.id})`;
  return renderMail({
    to: SUPPORT_EMAIL,
    subject: say('subject'),
    language,
    parts: [paragraph(say('body', { who })), paragraph(say('reason', { reason: reason?.trim() || say('noReason') }))],
  });
}
