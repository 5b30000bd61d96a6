import { type Language, resolveLanguage } from '@trilha/contract';
import type { Config } from '../../config.ts';
import { greeting, mailWords } from '../../platform/mail/mail-words.ts';
import type { Mail, MailAttachment } from '../../platform/mail/mailer.ts';
import { action, type MailPart, neutralizeLinks, paragraph, renderMail } from '../../platform/mail/template.ts';

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
  scheduledAt: Date | null;
  slots?: Date[];
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

/** When and where, and the meeting link as a link to follow: the lines every interview e-mail with a set time has. */
function appointmentParts(interview: Appointment, language: Language, lead: string): MailPart[] {
  const say = wordsIn(language);
  const body = [
    lead,
    ...(interview.scheduledAt ? [say('interview.when', { when: whenText(interview.scheduledAt, language) })] : []),
    ...(interview.place ? [say('interview.where', { where: neutralizeLinks(interview.place) })] : []),
  ].join('\n');
  // the meeting's address is a field of its own, checked as an https address when the invite was made: a link the
  // candidate follows (a place's free text keeps its links broken)
  return [paragraph(body), ...(interview.link ? [action(say('interview.meeting'), interview.link)] : [])];
}

const placeWords = (interview: Place) => ({
  title: neutralizeLinks(interview.positionTitle),
  company: neutralizeLinks(interview.companyName),
});

/** The calendar file's lines: the note that it is attached, and the attachment itself. */
const withCalendar = (mail: Mail, calendar: MailAttachment | null): Mail => (calendar ? { ...mail, attachments: [calendar] } : mail);

/**
 * The interview invite, in the candidate's language, with the link to /my/interview/:id: at a set time (when and
 * where, and the calendar file), or the offered times to choose from; `moved` when the company changed the time.
 */
export function interviewMail(
  config: Pick<Config, 'publicUrl'>,
  reader: Reader,
  interview: Appointment,
  interviewId: string,
  calendar: MailAttachment | null = null,
  moved = false,
): Mail {
  const language = resolveLanguage(reader.language);
  const say = wordsIn(language);
  const page = `${base(config)}/my/interview/${interviewId}`;
  if (!interview.scheduledAt) {
    const times = (interview.slots ?? []).map((slot) => `• ${whenText(slot, language)}`).join('\n');
    return renderMail({
      to: reader.email,
      subject: say(moved ? 'interviewMoved.slotsSubject' : 'interview.slotsSubject'),
      language,
      parts: [
        paragraph(greeting(language, reader.name)),
        ...appointmentParts(interview, language, say('interview.slotsBody', placeWords(interview))),
        paragraph(times),
        action(say('interview.slotsAction'), page),
      ],
    });
  }
  const mail = renderMail({
    to: reader.email,
    subject: say(moved ? 'interviewMoved.subject' : 'interview.subject'),
    language,
    parts: [
      paragraph(greeting(language, reader.name)),
      ...appointmentParts(interview, language, say(moved ? 'interviewMoved.body' : 'interview.body', placeWords(interview))),
      action(say('interview.action'), page),
      ...(calendar ? [paragraph(say('calendar.attached'))] : []),
    ],
  });
  return withCalendar(mail, calendar);
}

/** The candidate picked a time: the confirmation, with the meeting link and the calendar file. */
export function interviewConfirmedMail(
  config: Pick<Config, 'publicUrl'>,
  reader: Reader,
  interview: Appointment,
  interviewId: string,
  calendar: MailAttachment | null,
): Mail {
  const language = resolveLanguage(reader.language);
  const say = wordsIn(language);
  const mail = renderMail({
    to: reader.email,
    subject: say('interviewConfirmed.subject', placeWords(interview)),
    language,
    parts: [
      paragraph(greeting(language, reader.name)),
      ...appointmentParts(interview, language, say('interviewConfirmed.body', placeWords(interview))),
      action(say('interviewConfirmed.action'), `${base(config)}/my/interview/${interviewId}`),
      ...(calendar ? [paragraph(say('calendar.attached'))] : []),
    ],
  });
  return withCalendar(mail, calendar);
}

/**
 * The recruiter's side of a set, cancelled or declined interview: who and when, the link to the application in the
 * company, and the same calendar file the candidate gets.
 */
export function recruiterInterviewMail(
  config: Pick<Config, 'publicUrl'>,
  reader: Reader,
  interview: Appointment & { applicationId: string; companySubdomain: string | null; workspaceId: string },
  what: 'recruiterConfirmed' | 'recruiterCancelled' | 'recruiterDeclined',
  candidateName: string,
  calendar: MailAttachment | null,
): Mail {
  const language = resolveLanguage(reader.language);
  const say = wordsIn(language);
  const names = { ...placeWords(interview), candidate: neutralizeLinks(candidateName) };
  const company = interview.companySubdomain ?? interview.workspaceId;
  const link = `${base(config)}/c/${company}/recruitment/applications/${interview.applicationId}`;
  const mail = renderMail({
    to: reader.email,
    subject: say(`${what}.subject`, names).replace(/[\r\n]+/g, ' '),
    language,
    parts: [
      paragraph(greeting(language, reader.name)),
      ...appointmentParts(interview, language, say(`${what}.body`, names)),
      action(say('applicationAction'), link),
      ...(calendar ? [paragraph(say('calendar.attached'))] : []),
    ],
  });
  return withCalendar(mail, calendar);
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
  calendar: MailAttachment | null = null,
): Mail {
  const say = wordsIn(resolveLanguage(reader.language));
  const kind = what === 'interview' ? 'interviewCancelled' : 'offerCancelled';
  const text = say(`${kind}.body`, { title: neutralizeLinks(place.positionTitle), company: neutralizeLinks(place.companyName) });
  const link = `${base(config)}/my/application/${applicationId}`;
  return withCalendar(compose(reader, say(`${kind}.subject`), text, say('applicationAction'), link), calendar);
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
