import type { Language } from '@trilha/contract';
import type { Config } from '../../config.ts';
import type { Mail } from '../../platform/mail/mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Names typed by users go in with their links broken, so a company called "pague-aqui.com" is no link in the mail. */
const neutralizeLinks = (text: string) =>
  text.replace(/\bhttp(s?):\/\//gi, 'hxxp$1://').replace(/([\p{L}\p{N}-])\.(?=[\p{L}\p{N}-]{2,})/gu, '$1[.]');

const WORDS = {
  'pt-BR': {
    subject: 'Você recebeu uma mensagem sobre sua candidatura',
    hello: 'Olá',
    body: (company: string, title: string) => `${company} enviou uma mensagem sobre sua candidatura à vaga ${title}.`,
    action: 'Ler a mensagem',
  },
  en: {
    subject: 'You have a message about your application',
    hello: 'Hello',
    body: (company: string, title: string) => `${company} sent you a message about your application to the position ${title}.`,
    action: 'Read the message',
  },
  es: {
    subject: 'Recibiste un mensaje sobre tu candidatura',
    hello: 'Hola',
    body: (company: string, title: string) => `${company} te envió un mensaje sobre tu candidatura a la vacante ${title}.`,
    action: 'Leer el mensaje',
  },
} as const;

/**
 * A company wrote to a candidate: the e-mail that tells them, in their language, with a link to their applications.
 * The message itself stays in the product (the e-mail carries no text typed by the recruiter).
 */
export function companyMessageMail(
  config: Pick<Config, 'publicUrl'>,
  reader: { email: string; name: string },
  language: Language,
  conversation: { companyName: string; positionTitle: string },
): Mail {
  const words = WORDS[language];
  const link = `${config.publicUrl.replace(/\/$/, '')}/my/applications`;
  const body = words.body(neutralizeLinks(conversation.companyName), neutralizeLinks(conversation.positionTitle));
  const name = neutralizeLinks(reader.name);
  return {
    to: reader.email,
    subject: words.subject,
    text: `${words.hello}, ${name}!\n\n${body}\n\n${words.action}: ${link}`,
    html: `<p>${escapeHtml(words.hello)}, ${escapeHtml(name)}!</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>`,
  };
}
