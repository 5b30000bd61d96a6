import type { Mail } from '../../platform/mail/mailer.ts';
import { code as accessCode, action, paragraph, renderMail } from '../../platform/mail/template.ts';

/** Where account-removal requests go. */
export const SUPPORT_EMAIL = 'suporte@trilha.dev';

export function recoveryMail(to: string, name: string, link: string, validUntil: Date, validHours: number): Mail {
  return renderMail({
    to,
    secretUntil: validUntil,
    subject: 'Recuperação de senha - Trilha',
    parts: [
      paragraph(`Olá, ${name}!`),
      paragraph(`Recebemos um pedido para redefinir a sua senha. Use o link abaixo (válido por ${validHours} horas e uma única vez):`),
      action('Redefinir minha senha', link, link),
      paragraph('Se você não pediu, ignore este e-mail.'),
    ],
  });
}

/** The link that confirms the address of a company's owner, sent at sign-up and again on request. */
export function emailConfirmationMail(to: string, name: string, link: string, validUntil: Date, validDays: number): Mail {
  return renderMail({
    to,
    secretUntil: validUntil,
    subject: 'Confirme seu e-mail - Trilha',
    parts: [
      paragraph(`Olá, ${name}!`),
      paragraph(
        `Confirme este endereço para que a sua empresa possa publicar vagas e enviar mensagens aos candidatos. Use o link abaixo (válido por ${validDays} dias):`,
      ),
      action('Confirmar meu e-mail', link, link),
      paragraph('Se você não criou uma conta na Trilha, ignore este e-mail.'),
    ],
  });
}

/** The access code asked of an address that tried many accounts: it also tells the owner their password was used there. */
export function signInCodeMail(to: string, name: string, code: string, validUntil: Date, validMinutes: number): Mail {
  const intro = 'Alguém entrou com a sua senha a partir de uma rede de onde houve muitas tentativas de acesso a outras contas.';
  const use = `Se foi você, digite este código na tela de entrada (válido por ${validMinutes} minutos e uma única vez):`;
  const warning = 'Se não foi você, troque a sua senha agora: ela é conhecida por outra pessoa.';
  return renderMail({
    to,
    secretUntil: validUntil,
    subject: 'Código de acesso - Trilha',
    parts: [paragraph(`Olá, ${name}!`), paragraph(intro), paragraph(use), accessCode(code), paragraph(warning)],
  });
}

export function removalRequestMail(user: { id: string; email: string; name: string; lastName: string }, reason: string | undefined): Mail {
  const who = `${user.name} ${user.lastName} <${user.email}> (${user.id})`;
  const why = reason?.trim() || 'Nenhum motivo informado.';
  return renderMail({
    to: SUPPORT_EMAIL,
    subject: 'Pedido de remoção de conta - Trilha',
    parts: [paragraph(`O usuário ${who} pediu a remoção da conta.`), paragraph(`Motivo: ${why}`)],
  });
}
