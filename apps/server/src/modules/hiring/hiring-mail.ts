import { type Language, resolveLanguage } from '@trilha/contract';
import type { Config } from '../../config.ts';
import { greeting, mailWords } from '../../platform/mail/mail-words.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { action, neutralizeLinks, paragraph, renderMail } from '../../platform/mail/template.ts';

const base = (config: Pick<Config, 'publicUrl'>) => config.publicUrl.replace(/\/$/, '');

/** The words of the hiring e-mails in a language. */
const wordsIn = (language: Language) => mailWords(language, 'hiring');

interface Reader {
  email: string;
  name: string;
  language: string;
}
interface Place {
  positionTitle: string;
  companyName: string;
}
interface Appointment extends Place {
  scheduledAt: Date;
  place: string | null;
  link: string | null;
}

/** The interview's date and time as the candidate reads it (the companies are Brazilian: Brasília time). */
const whenText = (at: Date, language: Language) =>
  new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(at);

function compose(reader: Reader, subject: string, body: string, label: string, link: string, extra = ''): Mail {
  const language = resolveLanguage(reader.language);
  return renderMail({
    to: reader.email,
    subject,
    language,
    parts: [paragraph(greeting(language, reader.name)), paragraph(body), action(label, link), ...(extra ? [paragraph(extra)] : [])],
  });
}

/** The interview invite, in the candidate's language: when and where, and the link to /my/interview/:id. */
export function interviewMail(config: Pick<Config, 'publicUrl'>, reader: Reader, interview: Appointment, interviewId: string): Mail {
  const language = resolveLanguage(reader.language);
  const say = wordsIn(language);
  const body = [
    say('interview.body', { title: neutralizeLinks(interview.positionTitle), company: neutralizeLinks(interview.companyName) }),
    say('interview.when', { when: whenText(interview.scheduledAt, language) }),
    ...(interview.place ? [say('interview.where', { where: neutralizeLinks(interview.place) })] : []),
  ].join('\n');
  // the meeting's address is a field of its own, checked as an https address when the invite was made: a link the
  // candidate follows (a place's free text keeps its links broken)
  const meeting = interview.link ? action(say('interview.meeting'), interview.link) : null;
  return renderMail({
    to: reader.email,
    subject: say('interview.subject'),
    language,
    parts: [
      paragraph(greeting(language, reader.name)),
      paragraph(body),
      ...(meeting ? [meeting] : []),
      action(say('interview.action'), `${base(config)}/my/interview/${interviewId}`),
    ],
  });
}

/** The offer, with the link to the offer page carrying its single-use token (a secret until the offer expires). */
export function offerMail(
  config: Pick<Config, 'publicUrl'>,
  reader: Reader,
  place: Place,
  token: string,
  validDays: number,
  expiresAt: Date,
): Mail {
  const say = wordsIn(resolveLanguage(reader.language));
  const body = say('offer.body', { title: neutralizeLinks(place.positionTitle), company: neutralizeLinks(place.companyName) });
  const validity = say('offer.validity', { count: validDays });
  const mail = compose(reader, say('offer.subject'), body, say('offer.action'), `${base(config)}/offer/${token}`, validity);
  return { ...mail, secretUntil: expiresAt };
}

/** Tells the candidate the company cancelled an interview invite or withdrew an offer, with the link to the application. */
export function cancellationMail(
  config: Pick<Config, 'publicUrl'>,
  reader: Reader,
  place: Place,
  what: 'interview' | 'offer',
  applicationId: string,
): Mail {
  const say = wordsIn(resolveLanguage(reader.language));
  const kind = what === 'interview' ? 'interviewCancelled' : 'offerCancelled';
  const text = say(`${kind}.body`, { title: neutralizeLinks(place.positionTitle), company: neutralizeLinks(place.companyName) });
  return compose(reader, say(`${kind}.subject`), text, say('applicationAction'), `${base(config)}/my/application/${applicationId}`);
}

/**
 * A message template's e-mail to one candidate, sent when many candidates are moved or declined at once: its subject
 * and text with the placeholders filled (the names' links broken), paragraph by paragraph, escaped by the layout, and
 * the link to the application, whose words are in the templates' language (pt-BR, that of the built-in templates).
 */
export function templateMail(
  config: Pick<Config, 'publicUrl'>,
  to: string,
  language: Language,
  message: { subject: string; body: string },
  applicationId: string,
): Mail {
  const paragraphs = message.body
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter((text) => text !== '');
  const link = `${base(config)}/my/application/${applicationId}`;
  return renderMail({
    to,
    subject: message.subject.replace(/[\r\n]+/g, ' ').slice(0, 250),
    language,
    parts: [...paragraphs.map(paragraph), action(wordsIn(language)('applicationAction'), link)],
  });
}
