import type { Language } from '@trilha/contract';
import type { Config } from '../../config.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { action, paragraph, renderMail } from '../../platform/mail/template.ts';

const WORDS = {
  'pt-BR': {
    subject: 'Você já atende aos requisitos de uma vaga salva',
    hello: 'Olá',
    body: (title: string, company: string) =>
      `Seu perfil agora atende a todos os requisitos da vaga ${title}, de ${company}, que você salvou.`,
    action: 'Ver a vaga e se candidatar',
  },
  en: {
    subject: 'You now meet the requirements of a saved position',
    hello: 'Hello',
    body: (title: string, company: string) =>
      `Your profile now meets every requirement of the position ${title} at ${company}, which you saved.`,
    action: 'See the position and apply',
  },
  es: {
    subject: 'Ya cumples los requisitos de una vacante guardada',
    hello: 'Hola',
    body: (title: string, company: string) =>
      `Tu perfil ahora cumple todos los requisitos de la vacante ${title}, de ${company}, que guardaste.`,
    action: 'Ver la vacante y postularte',
  },
} as const;

/** "Apply when ready": the e-mail that tells a person the gap to a saved position is closed, in their language. */
export function readyMail(
  config: Pick<Config, 'publicUrl'>,
  reader: { email: string; name: string },
  language: Language,
  position: { id: string; title: string; companyName: string },
): Mail {
  const words = WORDS[language];
  const link = `${config.publicUrl.replace(/\/$/, '')}/my/discovery/position/${position.id}`;
  const body = words.body(position.title, position.companyName);
  return renderMail({
    to: reader.email,
    subject: words.subject,
    language,
    parts: [paragraph(`${words.hello}, ${reader.name}!`), paragraph(body), action(words.action, link)],
  });
}
