import { createHmac, timingSafeEqual } from 'node:crypto';
import { DAY, HOUR } from '../../../platform/clock.ts';
import type { CardDetails, CardProvider, OrderProvider, SlipProvider, SlipStatus, WebhookEvent, WebhookVerifier } from './provider.ts';

/**
 * The local sandbox provider (the default; in production only when PAYMENT_PROVIDER=sandbox is set): it answers like
 * the real ones without any network.
 * - Cards: the browser tokenizes at `POST /sandbox-pay/tokens`; the token is signed and carries only brand, last
 *   digits, expiry and the test card's outcome (the number is neither stored nor logged). Test cards as the real
 *   providers': 4242 4242 4242 4242 approves, 4000 0000 0000 0002 is declined, 4000 0000 0000 0119 fails as a
 *   processing error (unreachable route).
 * - Bank slips follow the clock: registered 1 hour after creation (within 2 hours), paid 1 day after creation,
 *   cleared 1 day after payment (within 2 days).
 * - Orders: approved at `/sandbox-pay/paypal/approve`, which returns with paymentId and a PayerID the sandbox signed.
 * - Notifications: JSON `{ id, type, ref, occurredAt? }` signed in `x-sandbox-signature` (HMAC-SHA256 hex of the raw
 *   body with config.payments.sandboxWebhookSecret).
 */
export const SANDBOX = 'sandbox';
export const SANDBOX_TOKENIZE_PATH = '/sandbox-pay/tokens';
export const SANDBOX_APPROVE_PATH = '/sandbox-pay/paypal/approve';
export const SANDBOX_SLIP_PATH = '/sandbox-pay/slips';
const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

const SLIP_REGISTERS_AFTER = HOUR;
const SLIP_PAID_AFTER = DAY;
const SLIP_CLEARS_AFTER_PAYMENT = DAY;

type Outcome = 'approve' | 'decline' | 'unreachable';
const OUTCOMES: Record<string, Outcome> = { '4000000000000002': 'decline', '4000000000000119': 'unreachable' };

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();
const sign = (secret: string, text: string) => hmac(secret, text).toString('base64url');

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Luhn check of a card number (digits only). */
function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(606282|3841)/.test(digits)) return 'hipercard';
  if (/^(4011|4312|4389|4514|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(digits)) return 'elo';
  return 'card';
}

interface TokenPayload extends CardDetails {
  outcome: Outcome;
  holder: string;
  nonce: string;
}

/**
 * Tokenizes a test card: null when the number is not a valid card number (Luhn) or the expiry has passed. The
 * token is `tok_sbx_<payload>.<signature>`; the payload holds no number.
 */
export function tokenizeSandboxCard(
  secret: string,
  card: { number: string; holder: string; expMonth: number; expYear: number },
  now: Date,
): { token: string; brand: string; last4: string } | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!luhnValid(digits)) return null;
  const expired = card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
  if (expired) return null;
  const payload: TokenPayload = {
    brand: brandOf(digits),
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
    holder: card.holder,
    outcome: OUTCOMES[digits] ?? 'approve',
    nonce: hmac(secret, `${now.getTime()}:${Math.random()}`).toString('base64url').slice(0, 12),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { token: `tok_sbx_${body}.${sign(secret, body)}`, brand: payload.brand, last4: payload.last4 };
}

function readToken(secret: string, token: string): TokenPayload | null {
  const match = /^(?:tok|card)_sbx_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match?.[1] || !match[2] || !sameText(sign(secret, match[1]), match[2])) return null;
  try {
    return JSON.parse(Buffer.from(match[1], 'base64url').toString()) as TokenPayload;
  } catch {
    return null;
  }
}

/** The PayerID the sandbox approval page hands back for a payment. */
export const sandboxPayerId = (secret: string, paymentId: string) => `SBX${sign(secret, `payer:${paymentId}`).slice(0, 13).toUpperCase()}`;

/** A fictitious 47-digit digitable line, stable for a payment. */
function digitableLine(paymentId: string, amountCents: number): string {
  const seed = createHmac('sha256', 'sandbox-slip').update(paymentId).digest('hex');
  const digits = `23790${seed
    .replace(/[^0-9]/g, '')
    .padEnd(28, '7')
    .slice(0, 28)}${String(amountCents).padStart(14, '0').slice(-14)}`;
  return `${digits.slice(0, 5)}.${digits.slice(5, 10)} ${digits.slice(10, 15)}.${digits.slice(15, 21)} ${digits.slice(21, 26)}.${digits.slice(26, 32)} ${digits.slice(32, 33)} ${digits.slice(33, 47)}`;
}

function slipStatusAt(createdAt: Date, now: Date): SlipStatus {
  const t = now.getTime();
  const registeredAt = new Date(createdAt.getTime() + SLIP_REGISTERS_AFTER);
  const paidAt = new Date(createdAt.getTime() + SLIP_PAID_AFTER);
  const clearedAt = new Date(paidAt.getTime() + SLIP_CLEARS_AFTER_PAYMENT);
  if (t >= clearedAt.getTime()) return { ok: true, state: 'cleared', registeredAt, paidAt, clearedAt };
  if (t >= paidAt.getTime()) return { ok: true, state: 'paid', registeredAt, paidAt };
  if (t >= registeredAt.getTime()) return { ok: true, state: 'registered', registeredAt };
  return { ok: true, state: 'pending' };
}

const WEBHOOK_TYPES = new Set<WebhookEvent['type']>([
  'slip.registered',
  'slip.paid',
  'payment.concluded',
  'payment.failed',
  'payment.cancelled',
]);

export type SandboxProvider = CardProvider & SlipProvider & OrderProvider & WebhookVerifier;

/** The sandbox adapter; `secret` signs tokens, PayerIDs and notifications. */
export function sandboxProvider(secret: string): SandboxProvider {
  return {
    name: SANDBOX,
    card: { tokenizeUrl: SANDBOX_TOKENIZE_PATH, publishableKey: null },

    async chargeCard(input) {
      const payload = readToken(secret, input.token);
      if (!payload) return { ok: false, failure: 'declined', detail: 'invalid_token' };
      const card = { brand: payload.brand, last4: payload.last4, expMonth: payload.expMonth, expYear: payload.expYear };
      if (payload.outcome === 'decline')
        return { ok: false, failure: 'declined', detail: 'card_declined', ref: `ch_sbx_${input.paymentId}` };
      if (payload.outcome === 'unreachable')
        return { ok: false, failure: 'unreachable', detail: 'processing_error', ref: `ch_sbx_${input.paymentId}` };
      const savedToken = input.saveCard && !input.fromSavedCard ? input.token.replace(/^tok_/, 'card_') : null;
      return { ok: true, ref: `ch_sbx_${input.paymentId}`, card, savedToken };
    },

    async forgetCard() {},

    async createSlip(input) {
      const ref = `sbx_${input.kind}_${input.paymentId}`;
      return {
        ok: true,
        ref,
        digitableLine: digitableLine(input.paymentId, input.amountCents),
        url: `${SANDBOX_SLIP_PATH}/${ref}`,
        dueDate: input.dueDate,
      };
    },

    async slipStatus({ createdAt, now }) {
      return slipStatusAt(createdAt, now);
    },

    async createOrder(input) {
      const ref = `sbx_order_${input.paymentId}`;
      const query = new URLSearchParams({ payment: input.paymentId, return: input.returnUrl });
      return { ok: true, ref, approvalUrl: `${SANDBOX_APPROVE_PATH}?${query.toString()}` };
    },

    async executeOrder({ payerId, paymentId }) {
      return sameText(payerId, sandboxPayerId(secret, paymentId)) ? { ok: true } : { ok: false, failure: 'declined', detail: 'payer' };
    },

    verifyWebhook({ rawBody, headers }) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!signature || !sameText(hmac(secret, rawBody).toString('hex'), signature.toLowerCase())) return null;
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return null;
      }
      if (!body || typeof body !== 'object') return null;
      const { id, type, ref, occurredAt } = body as Record<string, unknown>;
      if (typeof id !== 'string' || id.length === 0 || id.length > 200) return null;
      const at = typeof occurredAt === 'string' ? new Date(occurredAt) : null;
      return {
        id,
        type: WEBHOOK_TYPES.has(type as WebhookEvent['type']) ? (type as WebhookEvent['type']) : 'other',
        ref: typeof ref === 'string' && ref.length <= 200 ? ref : null,
        occurredAt: at && !Number.isNaN(at.getTime()) ? at : null,
      };
    },
  };
}
