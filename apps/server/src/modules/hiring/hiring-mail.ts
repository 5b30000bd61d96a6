import type { Language } from '@trilha/contract';
import type { Config } from '../../config.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { action, neutralizeLinks, paragraph, renderMail } from '../../platform/mail/template.ts';

const base = (config: Pick<Config, 'publicUrl'>) => config.publicUrl.replace(/\/$/, '');

const WORDS = {
  'pt-BR': {
    hello: 'Olá',
    interviewSubject: 'Você recebeu um convite para entrevista',
    interviewBody: (title: string, company: string) => `${company} convidou você para uma entrevista da vaga ${title}.`,
    interviewAction: 'Ver o convite e responder',
    interviewWhen: (when: string) => `Quando: ${when} (horário de Brasília)`,
    interviewWhere: (where: string) => `Onde: ${where}`,
    offerSubject: 'Você recebeu uma proposta de emprego',
    offerBody: (title: string, company: string) => `${company} enviou uma proposta para a vaga ${title}.`,
    offerAction: 'Ver a proposta e responder',
    offerValid: (days: number) => `A proposta vale por ${days} dias.`,
    interviewCancelledSubject: 'Seu convite para entrevista foi cancelado',
    interviewCancelledBody: (title: string, company: string) => `${company} cancelou o convite para entrevista da vaga ${title}.`,
    offerCancelledSubject: 'A proposta de emprego foi cancelada',
    offerCancelledBody: (title: string, company: string) => `${company} cancelou a proposta para a vaga ${title}.`,
    applicationAction: 'Ver a candidatura',
  },
  en: {
    hello: 'Hello',
    interviewSubject: 'You have been invited to an interview',
    interviewBody: (title: string, company: string) => `${company} invited you to an interview for the position ${title}.`,
    interviewAction: 'See the invite and answer',
    interviewWhen: (when: string) => `When: ${when} (Brasília time)`,
    interviewWhere: (where: string) => `Where: ${where}`,
    offerSubject: 'You have received a job offer',
    offerBody: (title: string, company: string) => `${company} sent you an offer for the position ${title}.`,
    offerAction: 'See the offer and answer',
    offerValid: (days: number) => `The offer is valid for ${days} days.`,
    interviewCancelledSubject: 'Your interview invite was cancelled',
    interviewCancelledBody: (title: string, company: string) => `${company} cancelled the interview invite for the position ${title}.`,
    offerCancelledSubject: 'The job offer was cancelled',
    offerCancelledBody: (title: string, company: string) => `${company} cancelled the offer for the position ${title}.`,
    applicationAction: 'See the application',
  },
  es: {
    hello: 'Hola',
    interviewSubject: 'Recibiste una invitación a entrevista',
    interviewBody: (title: string, company: string) => `${company} te invitó a una entrevista para la vacante ${title}.`,
    interviewAction: 'Ver la invitación y responder',
    interviewWhen: (when: string) => `Cuándo: ${when} (hora de Brasilia)`,
    interviewWhere: (where: string) => `Dónde: ${where}`,
    offerSubject: 'Recibiste una propuesta de empleo',
    offerBody: (title: string, company: string) => `${company} te envió una propuesta para la vacante ${title}.`,
    offerAction: 'Ver la propuesta y responder',
    offerValid: (days: number) => `La propuesta es válida por ${days} días.`,
    interviewCancelledSubject: 'Tu invitación a entrevista fue cancelada',
    interviewCancelledBody: (title: string, company: string) => `${company} canceló la invitación a entrevista para la vacante ${title}.`,
    offerCancelledSubject: 'La propuesta de empleo fue cancelada',
    offerCancelledBody: (title: string, company: string) => `${company} canceló la propuesta para la vacante ${title}.`,
    applicationAction: 'Ver la candidatura',
  },
} as const;

const languageOf = (language: string) => (language in WORDS ? language : 'pt-BR') as Language;
const wordsOf = (language: string) => WORDS[languageOf(language)];

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
const whenText = (at: Date, language: string) =>
  new Intl.DateTimeFormat(languageOf(language), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(at);

function compose(reader: Reader, subject: string, body: string, label: string, link: string, extra = ''): Mail {
  return renderMail({
    to: reader.email,
    subject,
    language: languageOf(reader.language),
    parts: [
      paragraph(`${wordsOf(reader.language).hello}, ${reader.name}!`),
      paragraph(body),
      action(label, link),
      ...(extra ? [paragraph(extra)] : []),
    ],
  });
}

/** The interview invite, in the candidate's language: when and where, and the link to /my/interview/:id. */
export function interviewMail(config: Pick<Config, 'publicUrl'>, reader: Reader, interview: Appointment, interviewId: string): Mail {
  const words = wordsOf(reader.language);
  const where = interview.place ?? interview.link;
  const body = [
    words.interviewBody(neutralizeLinks(interview.positionTitle), neutralizeLinks(interview.companyName)),
    words.interviewWhen(whenText(interview.scheduledAt, reader.language)),
    ...(where ? [words.interviewWhere(neutralizeLinks(where))] : []),
  ].join('\n');
  return compose(reader, words.interviewSubject, body, words.interviewAction, `${base(config)}/my/interview/${interviewId}`);
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
  const words = wordsOf(reader.language);
  const body = words.offerBody(neutralizeLinks(place.positionTitle), neutralizeLinks(place.companyName));
  const mail = compose(reader, words.offerSubject, body, words.offerAction, `${base(config)}/offer/${token}`, words.offerValid(validDays));
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
  const words = wordsOf(reader.language);
  const [subject, body] =
    what === 'interview'
      ? [words.interviewCancelledSubject, words.interviewCancelledBody]
      : [words.offerCancelledSubject, words.offerCancelledBody];
  const text = body(neutralizeLinks(place.positionTitle), neutralizeLinks(place.companyName));
  return compose(reader, subject, text, words.applicationAction, `${base(config)}/my/applications/${applicationId}`);
}

/**
 * A message template's e-mail to one candidate (bulk moves and declines): its subject and text with the
 * placeholders filled (the names' links broken), paragraph by paragraph, escaped by the layout, and the link to the
 * application. Written in pt-BR, the templates' language.
 */
export function templateMail(
  config: Pick<Config, 'publicUrl'>,
  to: string,
  message: { subject: string; body: string },
  applicationId: string,
): Mail {
  const paragraphs = message.body
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter((text) => text !== '');
  return renderMail({
    to,
    subject: message.subject.replace(/[\r\n]+/g, ' ').slice(0, 250),
    language: 'pt-BR',
    parts: [...paragraphs.map(paragraph), action(WORDS['pt-BR'].applicationAction, `${base(config)}/my/applications/${applicationId}`)],
  });
}
