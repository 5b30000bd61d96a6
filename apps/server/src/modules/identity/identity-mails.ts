import type { Mail } from '../../platform/mail/mailer.ts';

/** Where account-removal requests go. */
export const SUPPORT_EMAIL = 'suporte@trilha.dev';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export function recoveryMail(to: string, name: string, link: string, validUntil: Date, validHours: number): Mail {
  return {
    to,
    secretUntil: validUntil,
    subject: 'Recuperação de senha - Trilha',
    text: `Olá, ${name}!\n\nRecebemos um pedido para redefinir a sua senha. Use o link abaixo (válido por ${validHours} horas e uma única vez):\n\n${link}\n\nSe você não pediu, ignore este e-mail.`,
    html: `<p>Olá, ${escapeHtml(name)}!</p><p>Recebemos um pedido para redefinir a sua senha. Use o link abaixo (válido por ${validHours} horas e uma única vez):</p><p><a href="${escapeHtml(link)}">Redefinir minha senha</a></p><p>Se você não pediu, ignore este e-mail.</p>`,
  };
}

/** The access code asked of an address that tried many accounts: it also tells the owner their password was used there. */
export function signInCodeMail(to: string, name: string, code: string, validUntil: Date, validMinutes: number): Mail {
  const intro = 'Alguém entrou com a sua senha a partir de uma rede de onde houve muitas tentativas de acesso a outras contas.';
  const use = `Se foi você, digite este código na tela de entrada (válido por ${validMinutes} minutos e uma única vez):`;
  const warning = 'Se não foi você, troque a sua senha agora: ela é conhecida por outra pessoa.';
  return {
    to,
    secretUntil: validUntil,
    subject: 'Código de acesso - Trilha',
    text: `Olá, ${name}!\n\n${intro}\n\n${use}\n\n${code}\n\n${warning}`,
    html: `<p>Olá, ${escapeHtml(name)}!</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(use)}</p><p><strong>${code}</strong></p><p>${escapeHtml(warning)}</p>`,
  };
}

export function removalRequestMail(user: { id: string; email: string; name: string; lastName: string }, reason: string | undefined): Mail {
  const who = `${user.name} ${user.lastName} <${user.email}> (${user.id})`;
  const why = reason?.trim() || 'Nenhum motivo informado.';
  return {
    to: SUPPORT_EMAIL,
    subject: 'Pedido de remoção de conta - Trilha',
    text: `O usuário ${who} pediu a remoção da conta.\n\nMotivo: ${why}`,
    html: `<p>O usuário ${escapeHtml(who)} pediu a remoção da conta.</p><p>Motivo: ${escapeHtml(why)}</p>`,
  };
}
