import type { Language } from '@trilha/contract';
import type { Config } from '../../config.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { action, neutralizeLinks, paragraph, renderMail } from '../../platform/mail/template.ts';

const WORDS = {
  'pt-BR': {
    subject: 'Você recebeu uma mensagem sobre sua candidatura',
    subjectMany: (count: number) => `Você tem ${count} mensagens não lidas sobre sua candidatura`,
    hello: 'Olá',
    body: (company: string, title: string) => `${company} enviou uma mensagem sobre sua candidatura à vaga ${title}.`,
    bodyMany: (company: string, title: string, count: number) =>
      `${company} enviou mensagens sobre sua candidatura à vaga ${title}: ${count} ainda não lidas.`,
    action: 'Ler a mensagem',
    actionMany: 'Ler as mensagens',
  },
  en: {
    subject: 'You have a message about your application',
    subjectMany: (count: number) => `You have ${count} unread messages about your application`,
    hello: 'Hello',
    body: (company: string, title: string) => `${company} sent you a message about your application to the position ${title}.`,
    bodyMany: (company: string, title: string, count: number) =>
      `${company} sent you messages about your application to the position ${title}: ${count} still unread.`,
    action: 'Read the message',
    actionMany: 'Read the messages',
  },
  es: {
    subject: 'Recibiste un mensaje sobre tu candidatura',
    subjectMany: (count: number) => `Tienes ${count} mensajes sin leer sobre tu candidatura`,
    hello: 'Hola',
    body: (company: string, title: string) => `${company} te envió un mensaje sobre tu candidatura a la vacante ${title}.`,
    bodyMany: (company: string, title: string, count: number) =>
      `${company} te envió mensajes sobre tu candidatura a la vacante ${title}: ${count} aún sin leer.`,
    action: 'Leer el mensaje',
    actionMany: 'Leer los mensajes',
  },
} as const;

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
  const words = WORDS[language];
  const link = `${config.publicUrl.replace(/\/$/, '')}/my/applications`;
  const company = neutralizeLinks(conversation.companyName);
  const title = neutralizeLinks(conversation.positionTitle);
  const body = unread > 1 ? words.bodyMany(company, title, unread) : words.body(company, title);
  const label = unread > 1 ? words.actionMany : words.action;
  const name = neutralizeLinks(reader.name);
  return renderMail({
    to: reader.email,
    subject: unread > 1 ? words.subjectMany(unread) : words.subject,
    language,
    parts: [paragraph(`${words.hello}, ${name}!`), paragraph(body), action(label, link)],
  });
}
