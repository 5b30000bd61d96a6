/**
 * Sign-up refuses throwaway inboxes and names that can never receive mail.
 * A short list of the common disposable providers; subdomains of them are refused too.
 */
const DISPOSABLE_DOMAINS: ReadonlySet<string> = new Set([
  '10minutemail.com',
  '10minutemail.net',
  '20minutemail.com',
  'dispostable.com',
  'emailondeck.com',
  'fakeinbox.com',
  'getairmail.com',
  'getnada.com',
  'guerrillamail.biz',
  'guerrillamail.com',
  'guerrillamail.de',
  'guerrillamail.info',
  'guerrillamail.net',
  'guerrillamail.org',
  'guerrillamailblock.com',
  'harakirimail.com',
  'maildrop.cc',
  'mailinator.com',
  'mailinator.net',
  'mailnesia.com',
  'mintemail.com',
  'mohmal.com',
  'mytemp.email',
  'sharklasers.com',
  'spamgourmet.com',
  'temp-mail.io',
  'temp-mail.org',
  'tempail.com',
  'tempinbox.com',
  'tempmail.com',
  'tempmail.dev',
  'tempmail.net',
  'tempmailo.com',
  'tempr.email',
  'throwawaymail.com',
  'trashmail.com',
  'trashmail.de',
  'trashmail.net',
  'yopmail.com',
  'yopmail.fr',
  'yopmail.net',
]);

/** Top-level names reserved by RFC 2606 / RFC 6761 (and mDNS's .local): no real mailbox lives there. */
const RESERVED_TLDS: ReadonlySet<string> = new Set(['invalid', 'test', 'example', 'localhost', 'local']);

/** Whether an e-mail's domain may own an account. */
export function isAllowedEmailDomain(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const labels = domain.split('.');
  if (labels.length < 2 || labels.some((label) => label.length === 0)) return false;
  if (RESERVED_TLDS.has(labels[labels.length - 1] ?? '')) return false;
  for (let i = 0; i < labels.length - 1; i++) {
    if (DISPOSABLE_DOMAINS.has(labels.slice(i).join('.'))) return false;
  }
  return true;
}
