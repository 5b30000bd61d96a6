import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentsConfig } from '../../../config.ts';
import type {
  CardProvider,
  ChargeResult,
  Failed,
  SlipProvider,
  SlipResult,
  SlipStatus,
  WebhookEvent,
  WebhookVerifier,
} from './provider.ts';

/**
 * The Stripe adapter (PAYMENT_PROVIDER=stripe): cards and boleto through PaymentIntents, notifications through
 * Stripe-Signature. Requests are form-encoded with the secret key as Bearer (STRIPE_SECRET_KEY) and carry an
 * Idempotency-Key derived from the payment's id, so a retried call never charges twice.
 * - The browser creates a PaymentMethod with the publishable key (Stripe.js in production: the card number must go
 *   from the browser to Stripe only); the API charges it with a PaymentIntent confirmed at once. A saved card is a
 *   Customer with the PaymentMethod attached (`setup_future_usage=off_session`), kept as `<customer>:<payment method>`.
 * - Boleto: a PaymentIntent of type boleto, confirmed at once: Stripe answers the digitable line and voucher link in
 *   `next_action.boleto_display_details`; it moves to `processing` once paid and to `succeeded` when the money arrives.
 *   Stripe requires the payer's CPF/CNPJ (sent from the company data when saved) and address for boleto in production.
 * - Answers: 402 card_error → declined, except `processing_error` (the card network failed: unreachable, as the
 *   sandbox's 4000 0000 0000 0119); a network error, a timeout, 429 or 5xx → unreachable; anything else, including a
 *   2xx that is not a PaymentIntent → provider_error. Nothing is logged here; `detail` holds Stripe's codes only.
 */
const STRIPE = 'stripe';

/** The API version the answers are read in (Stripe-Version): newer versions may reshape them. */
const STRIPE_API_VERSION = '2024-06-20';

/** Stripe's default tolerance between a notification's signed timestamp and now. */
const SIGNATURE_TOLERANCE_S = 300;

interface AdapterOptions {
  /** how long one call to the provider may take before the route counts as unreachable */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type StripeConfig = PaymentsConfig['stripe'];
type Answer = { status: number; body: Record<string, unknown> | null } | (Failed & { ref?: string });

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/** Stripe's decline-like card errors that are a failure of the route, not a refusal of the card. */
const UNREACHABLE_CARD_CODES = new Set(['processing_error']);

/** A refusal from Stripe's error body: declined, unreachable or provider_error, with the PaymentIntent it left, if any. */
function failureOf(status: number, body: Record<string, unknown> | null): Failed & { ref?: string } {
  const error = record(body?.error);
  const code = text(error?.code) ?? text(error?.type) ?? `http_${status}`;
  const detail = text(error?.decline_code) ? `${code}:${text(error?.decline_code)}` : code;
  const ref = text(record(error?.payment_intent)?.id);
  const failed = (failure: Failed['failure']) => ({ ok: false as const, failure, detail, ...(ref ? { ref } : {}) });
  if (status === 429 || status >= 500) return failed('unreachable');
  if (error?.type === 'card_error') return failed(UNREACHABLE_CARD_CODES.has(code) ? 'unreachable' : 'declined');
  // a token that Stripe does not know is a card the API cannot charge (the sandbox answers the same)
  if (error?.code === 'resource_missing' && error.param === 'payment_method') return failed('declined');
  return failed('provider_error');
}

/** Encodes nested fields the way Stripe reads them: a[b][c]=v, a[0]=v. */
function form(fields: Record<string, string | number | boolean | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== null) params.append(key, String(value));
  return params.toString();
}

/** A Unix time of Stripe's (seconds) as a date, or null when it is not one (or absurdly far). */
function dateOfSeconds(value: unknown): Date | null {
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds > 0 && seconds < 10_000_000_000 ? new Date(seconds * 1000) : null;
}

/** `YYYY-MM-DD` of a date in São Paulo (the slip's due day as the bank counts it). */
const dayOf = (date: Date) => new Date(date.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Checks a Stripe-Signature header (`t=…,v1=…[,v1=…]`) against the raw body and the tolerance window. */
function verifyStripeSignature(secret: string, rawBody: string, header: string, now: Date): boolean {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value as string);
  if (!Number.isInteger(timestamp) || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_S) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return signatures.some((signature) => sameText(expected, signature.toLowerCase()));
}

const EVENT_TYPES: Record<string, WebhookEvent['type']> = {
  'payment_intent.succeeded': 'payment.concluded',
  'payment_intent.payment_failed': 'payment.failed',
  'payment_intent.canceled': 'payment.cancelled',
  // boleto: paid at the bank, waiting for the money to arrive
  'payment_intent.processing': 'slip.paid',
};

export type StripeProvider = CardProvider & SlipProvider & WebhookVerifier;

/** The Stripe adapter built from `config.payments.stripe`. */
export function stripeProvider(config: StripeConfig, options: AdapterOptions = {}): StripeProvider {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const fetchImpl = options.fetch ?? fetch;
  const base = config.apiUrl.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body: string | null, idempotencyKey?: string): Promise<Answer> {
    if (!config.secretKey) return { ok: false, failure: 'provider_error', detail: 'not_configured' };
    let response: Response;
    let raw: string;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          accept: 'application/json',
          'stripe-version': STRIPE_API_VERSION,
          ...(body !== null ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      raw = await response.text();
    } catch (error) {
      return { ok: false, failure: 'unreachable', detail: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network' };
    }
    let parsed: Record<string, unknown> | null = null;
    try {
      parsed = record(JSON.parse(raw));
    } catch {
      parsed = null;
    }
    if (response.status >= 500 || response.status === 429) return failureOf(response.status, parsed);
    if (!parsed) return { ok: false, failure: 'provider_error', detail: 'malformed_answer' };
    if (!response.ok) return failureOf(response.status, parsed);
    return { status: response.status, body: parsed };
  }

  return {
    name: STRIPE,
    card: { tokenizeUrl: `${base}/v1/payment_methods`, publishableKey: config.publishableKey ?? null },

    async chargeCard(input): Promise<ChargeResult> {
      let customer: string | null = null;
      let paymentMethod = input.token;
      if (input.fromSavedCard) {
        const [savedCustomer, savedMethod] = input.token.split(':');
        if (!savedCustomer?.startsWith('cus_') || !savedMethod) return { ok: false, failure: 'declined', detail: 'invalid_saved_card' };
        customer = savedCustomer;
        paymentMethod = savedMethod;
      } else if (input.saveCard) {
        const created = await call(
          'POST',
          '/v1/customers',
          form({ name: input.holder, 'metadata[payment_id]': input.paymentId }),
          `${input.paymentId}:customer`,
        );
        if ('ok' in created) return created;
        customer = text(created.body?.id);
        if (!customer) return { ok: false, failure: 'provider_error', detail: 'malformed_answer' };
      }
      const answer = await call(
        'POST',
        '/v1/payment_intents',
        form({
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          'payment_method_types[0]': 'card',
          payment_method: paymentMethod,
          customer,
          confirm: true,
          // a card that asks for 3-D Secure cannot be authenticated here: Stripe answers authentication_required (declined)
          error_on_requires_action: true,
          off_session: input.fromSavedCard ? true : undefined,
          setup_future_usage: input.saveCard && !input.fromSavedCard ? 'off_session' : undefined,
          description: input.description,
          'metadata[payment_id]': input.paymentId,
          'expand[0]': 'payment_method',
        }),
        `${input.paymentId}:charge`,
      );
      if ('ok' in answer) return answer;
      const intent = answer.body;
      const ref = text(intent?.id);
      const card = record(record(intent?.payment_method)?.card);
      if (!ref || intent?.object !== 'payment_intent' || !card) return { ok: false, failure: 'provider_error', detail: 'malformed_answer' };
      if (intent.status !== 'succeeded') return { ok: false, failure: 'provider_error', detail: `status_${String(intent.status)}`, ref };
      const expMonth = Number(card.exp_month);
      const expYear = Number(card.exp_year);
      return {
        ok: true,
        ref,
        card: {
          brand: text(card.brand) ?? 'card',
          last4: text(card.last4) ?? '',
          expMonth: Number.isInteger(expMonth) ? expMonth : 0,
          expYear: Number.isInteger(expYear) ? expYear : 0,
        },
        savedToken: input.saveCard && !input.fromSavedCard && customer ? `${customer}:${paymentMethod}` : null,
      };
    },

    async forgetCard(savedToken) {
      const method = savedToken.split(':')[1];
      // a card Stripe no longer knows is already forgotten; a failed call leaves it attached to a customer nobody uses
      if (method?.startsWith('pm_')) await call('POST', `/v1/payment_methods/${encodeURIComponent(method)}/detach`, '');
    },

    async createSlip(input): Promise<SlipResult> {
      // Stripe's boleto expires at 23:59 (São Paulo) this many calendar days after today
      const today = dayOf(input.now);
      const days = Math.max(1, Math.round((Date.parse(input.dueDate) - Date.parse(today)) / 86_400_000) || 1);
      const answer = await call(
        'POST',
        '/v1/payment_intents',
        form({
          amount: input.amountCents,
          currency: 'brl',
          'payment_method_types[0]': 'boleto',
          'payment_method_data[type]': 'boleto',
          'payment_method_data[billing_details][name]': input.payer.name,
          'payment_method_data[billing_details][email]': input.payer.email,
          'payment_method_data[boleto][tax_id]': input.payer.taxId,
          'payment_method_options[boleto][expires_after_days]': days,
          confirm: true,
          description: input.description,
          'metadata[payment_id]': input.paymentId,
        }),
        `${input.paymentId}:slip`,
      );
      if ('ok' in answer) return answer;
      const ref = text(answer.body?.id);
      const action = record(record(answer.body?.next_action)?.boleto_display_details);
      const line = text(action?.number);
      const url = text(action?.hosted_voucher_url);
      if (!ref || !line || !url) return { ok: false, failure: 'provider_error', detail: 'malformed_answer' };
      const expiresAt = dateOfSeconds(action?.expires_at);
      return { ok: true, ref, digitableLine: line, url, dueDate: expiresAt ? dayOf(expiresAt) : input.dueDate };
    },

    async slipStatus({ ref, now }): Promise<SlipStatus> {
      const answer = await call('GET', `/v1/payment_intents/${encodeURIComponent(ref)}?expand[]=latest_charge`, null);
      if ('ok' in answer) return answer;
      const intent = answer.body;
      // Stripe registers the boleto when the intent is confirmed
      const registeredAt = dateOfSeconds(intent?.created);
      if (intent?.object !== 'payment_intent' || !registeredAt) return { ok: false, failure: 'provider_error', detail: 'malformed_answer' };
      const paidAt = dateOfSeconds(record(intent.latest_charge)?.created) ?? now;
      switch (intent.status) {
        case 'requires_action':
          return { ok: true, state: 'registered', registeredAt };
        case 'processing':
          return { ok: true, state: 'paid', registeredAt, paidAt };
        case 'succeeded':
          return { ok: true, state: 'cleared', registeredAt, paidAt, clearedAt: now };
        case 'canceled':
        case 'requires_payment_method':
          // cancelled, or expired unpaid (Stripe moves an expired boleto back to requires_payment_method)
          return { ok: true, state: 'cancelled' };
        default:
          return { ok: false, failure: 'provider_error', detail: `status_${String(intent.status)}` };
      }
    },

    verifyWebhook({ rawBody, headers, now }) {
      const header = headers['stripe-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!config.webhookSecret || !signature || !verifyStripeSignature(config.webhookSecret, rawBody, signature, now)) return null;
      let event: Record<string, unknown> | null;
      try {
        event = record(JSON.parse(rawBody));
      } catch {
        return null;
      }
      const id = text(event?.id);
      const type = text(event?.type);
      if (!id || id.length > 200 || !type) return null;
      const object = record(record(event?.data)?.object);
      const ref = object?.object === 'payment_intent' ? text(object.id) : null;

      let mapped = EVENT_TYPES[type] ?? 'other';
      if (type === 'payment_intent.requires_action' && record(object?.next_action)?.type === 'boleto_display_details')
        mapped = 'slip.registered';
      return {
        id,
        type: mapped,
        ref: ref && ref.length <= 200 ? ref : null,
        occurredAt: dateOfSeconds(event?.created),
      };
    },
  };
}
