import { walletSandboxCard } from '@trilha/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { sandboxPayerId, tokenizeSandboxCard } from './providers/sandbox.ts';

const SITE = 'http://sandbox.local';
/** A path that a browser would read as another host: `//host`, or `/\host`. */
const OTHER_HOST = /^\/[/\\]/;

/**
 * A path of this site only: the approval page never sends the payer elsewhere. Judged after the URL parser has
 * resolved it, as the browser will: `/.//evil.example`, `/..//x` and `/%2e//x` all become `//host`.
 */
function safeReturn(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500 || !/^\/(?![/\\])\S*$/.test(value)) return '/';
  const url = new URL(value, SITE);
  return url.origin === SITE && !OTHER_HOST.test(url.pathname) ? `${url.pathname}${url.search}` : '/';
}

function withQuery(path: string, query: Record<string, string>): string {
  const url = new URL(path, SITE);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  // a pathname of two slashes would be read as a host by the browser: never answered
  return OTHER_HOST.test(url.pathname) ? `/${url.search}` : `${url.pathname}${url.search}`;
}

/** The sandbox's card tokenization: the browser sends the card here, never to the API; the number is neither stored nor logged. */
export function tokenizeCard(secret: string, body: unknown, now: Date): { token: string; brand: string; last4: string } {
  const card = walletSandboxCard.safeParse(body);
  if (!card.success) throw new AppError('wallet.card_invalid');
  const token = tokenizeSandboxCard(secret, card.data, now);
  if (!token) throw new AppError('wallet.card_invalid');
  return token;
}

/** The approval page's two ways back to this site (`return`, a path of it): approved with the PayerID the sandbox signs, or cancelled. */
export function approvalChoices(secret: string, query: Record<string, unknown>): { approve: string; cancel: string } {
  const paymentId = typeof query.payment === 'string' ? query.payment.slice(0, 200) : '';
  const back = safeReturn(query.return);
  return {
    approve: withQuery(back, { paymentId, PayerID: sandboxPayerId(secret, paymentId) }),
    cancel: withQuery(back, { paymentId, cancelled: '1' }),
  };
}
