import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { PaymentsConfig } from '../../../config.ts';
import type {
  CardProvider,
  ChargeResult,
  Failed,
  ProviderFailure,
  SlipProvider,
  SlipResult,
  SlipStatus,
  WebhookEvent,
  WebhookVerifier,
} from './provider.ts';

/**
 * The Stripe adapter (PAYMENT_PROVIDER=stripe), by the official `stripe` SDK: cards and boleto through PaymentIntents,
 * notifications through Stripe-Signature (`webhooks.constructEvent`). The SDK calls STRIPE_API_URL's origin with
 * STRIPE_SECRET_KEY and never retries on its own; each creation carries an Idempotency-Key derived from the payment's
 * id, so a retried call never charges twice.
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

/** The SDK, loaded when a Stripe adapter is first built: a sandbox install does not pay its 130 ms at every start. */
const require = createRequire(import.meta.url);
let loaded: typeof Stripe | undefined;
const sdk = (): typeof Stripe => (loaded ??= require('stripe') as typeof Stripe);

/** The API version the answers are read in (Stripe-Version): newer ones may reshape them (the SDK's types are newer). */
const STRIPE_API_VERSION = '2024-06-20' as Stripe.LatestApiVersion;
/** PaymentIntent parameters as that version names them (the SDK's newer types rename payment_method_types). */
type IntentParams = Stripe.PaymentIntentCreateParams & { payment_method_types: ['card' | 'boleto'] };

/** Stripe's tolerance between a notification's signed timestamp and now. */
const SIGNATURE_TOLERANCE_S = 300;

interface AdapterOptions {
  /** how long one call to the provider may take before the route counts as unreachable */
  timeoutMs?: number;
}

type StripeConfig = PaymentsConfig['stripe'];
type Refused = Failed & { ref?: string };

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

const MALFORMED: Failed = { ok: false, failure: 'provider_error', detail: 'malformed_answer' };

/** Stripe's decline-like card errors that are a failure of the route, not a refusal of the card. */
const UNREACHABLE_CARD_CODES = new Set(['processing_error']);

/** What an error the SDK threw means: declined, unreachable or provider_error, with the PaymentIntent it left, if any. */
function failureOf(error: unknown): Refused {
  // any other error is a bug, and a bug throws (a 500)
  if (!(error instanceof sdk().errors.StripeError)) throw error;
  if (error instanceof sdk().errors.StripeConnectionError) {
    const timedOut = (error.detail as { code?: unknown } | undefined)?.code === sdk().HttpClient.TIMEOUT_ERROR_CODE;
    return { ok: false, failure: 'unreachable', detail: timedOut ? 'timeout' : 'network' };
  }
  // no status: the answer was not JSON
  if (error.statusCode === undefined) return MALFORMED;
  const code = error.code ?? error.rawType ?? `http_${error.statusCode}`;
  const ref = error.payment_intent?.id;
  const detail = error.decline_code ? `${code}:${error.decline_code}` : code;
  const failed = (failure: ProviderFailure): Refused => ({ ok: false, failure, detail, ...(ref ? { ref } : {}) });
  if (error.statusCode === 429 || error.statusCode >= 500) return failed('unreachable');
  if (error.rawType === 'card_error') return failed(UNREACHABLE_CARD_CODES.has(code) ? 'unreachable' : 'declined');
  // a token that Stripe does not know is a card the API cannot charge (the sandbox answers the same)
  if (error.code === 'resource_missing' && error.param === 'payment_method') return failed('declined');
  return failed('provider_error');
}

/**
 * The SDK's Node client, except that a 429 or 5xx whose body is not Stripe's JSON error (a proxy's page) reads as an
 * error without code: the SDK would report invalid JSON without the status, but the route is unreachable.
 */
function routeAwareHttpClient(): Stripe.HttpClient {
  const node = sdk().createNodeHttpClient();
  const stripeError = (body: unknown) => (record(record(body)?.error) ? body : { error: {} });
  return {
    getClientName: () => node.getClientName(),
    async makeRequest(...args) {
      const response = await node.makeRequest(...args);
      if (response.getStatusCode() < 500 && response.getStatusCode() !== 429) return response;
      const read = response.toJSON.bind(response);
      const toJSON = () => read().then(stripeError, (error) => (error instanceof SyntaxError ? { error: {} } : Promise.reject(error)));
      return Object.assign(response, { toJSON });
    },
  };
}

/** A Unix time of Stripe's (seconds) as a date, or null when it is not one (or absurdly far). */
function dateOfSeconds(value: unknown): Date | null {
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds > 0 && seconds < 10_000_000_000 ? new Date(seconds * 1000) : null;
}

/** `YYYY-MM-DD` of a date in São Paulo (the slip's due day as the bank counts it). */
const dayOf = (date: Date) => new Date(date.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

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
  const origin = URL.canParse(config.apiUrl) ? new URL(config.apiUrl) : null;
  const http = origin?.protocol === 'http:';
  const api =
    config.secretKey && origin
      ? new (sdk())(config.secretKey, {
          apiVersion: STRIPE_API_VERSION,
          host: origin.hostname,
          port: origin.port || (http ? 80 : 443),
          protocol: http ? 'http' : 'https',
          timeout: options.timeoutMs ?? 15_000,
          // a failed call is the wallet's to record (the payment in status error), not the SDK's to repeat
          maxNetworkRetries: 0,
          // no telemetry headers, and no telemetry id file in the home directory
          telemetry: false,
          httpClient: routeAwareHttpClient(),
        })
      : null;

  /** One call to Stripe: its answer, or the refusal it threw. */
  async function call<T>(request: (client: Stripe) => Promise<T>): Promise<T | Refused> {
    if (!api) return { ok: false, failure: 'provider_error', detail: 'not_configured' };
    try {
      return await request(api);
    } catch (error) {
      return failureOf(error);
    }
  }

  /** A PaymentIntent of the payment, confirmed at once; `step` names its Idempotency-Key. */
  const confirmIntent = (paymentId: string, step: 'charge' | 'slip', params: IntentParams) =>
    call((client) =>
      client.paymentIntents.create(
        { ...params, confirm: true, metadata: { payment_id: paymentId } },
        { idempotencyKey: `${paymentId}:${step}` },
      ),
    );

  return {
    name: STRIPE,
    // the trailing slashes from the first of them (?<!\/): a start at each would scan the run again, n² on a long one
    card: { tokenizeUrl: `${config.apiUrl.replace(/(?<!\/)\/+$/, '')}/v1/payment_methods`, publishableKey: config.publishableKey ?? null },

    async chargeCard(input): Promise<ChargeResult> {
      let customer: string | undefined;
      let paymentMethod = input.token;
      if (input.fromSavedCard) {
        const [savedCustomer, savedMethod] = input.token.split(':');
        if (!savedCustomer?.startsWith('cus_') || !savedMethod) return { ok: false, failure: 'declined', detail: 'invalid_saved_card' };
        customer = savedCustomer;
        paymentMethod = savedMethod;
      } else if (input.saveCard) {
        const metadata = { payment_id: input.paymentId };
        const created = await call((client) =>
          client.customers.create({ name: input.holder, metadata }, { idempotencyKey: `${input.paymentId}:customer` }),
        );
        if ('ok' in created) return created;
        customer = created.id;
      }
      const intent = await confirmIntent(input.paymentId, 'charge', {
        amount: input.amountCents,
        currency: input.currency.toLowerCase(),
        payment_method_types: ['card'],
        payment_method: paymentMethod,
        customer,
        // a card that asks for 3-D Secure cannot be authenticated here: Stripe answers authentication_required (declined)
        error_on_requires_action: true,
        off_session: input.fromSavedCard ? true : undefined,
        setup_future_usage: input.saveCard && !input.fromSavedCard ? 'off_session' : undefined,
        description: input.description,
        expand: ['payment_method'],
      });
      if ('ok' in intent) return intent;
      const card = typeof intent.payment_method === 'object' ? intent.payment_method?.card : null;
      if (!intent.id || intent.object !== 'payment_intent' || !card) return MALFORMED;
      const ref = intent.id;
      if (intent.status !== 'succeeded') return { ok: false, failure: 'provider_error', detail: `status_${intent.status}`, ref };
      return {
        ok: true,
        ref,
        card: { brand: card.brand || 'card', last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year },
        savedToken: input.saveCard && !input.fromSavedCard && customer ? `${customer}:${paymentMethod}` : null,
      };
    },

    async forgetCard(savedToken) {
      const method = savedToken.split(':')[1];
      // a card Stripe no longer knows is already forgotten; a failed call leaves it attached to a customer nobody uses
      if (method?.startsWith('pm_')) await call((client) => client.paymentMethods.detach(method));
    },

    async createSlip(input): Promise<SlipResult> {
      // Stripe's boleto expires at 23:59 (São Paulo) this many calendar days after today
      const days = Math.max(1, Math.round((Date.parse(input.dueDate) - Date.parse(dayOf(input.now))) / 86_400_000) || 1);
      const { name, email, taxId } = input.payer;
      const intent = await confirmIntent(input.paymentId, 'slip', {
        amount: input.amountCents,
        currency: 'brl',
        payment_method_types: ['boleto'],
        payment_method_data: {
          type: 'boleto',
          billing_details: { name, email: email ?? undefined },
          ...(taxId ? { boleto: { tax_id: taxId } } : {}),
        },
        payment_method_options: { boleto: { expires_after_days: days } },
        description: input.description,
      });
      if ('ok' in intent) return intent;
      const boleto = intent.next_action?.boleto_display_details;
      if (!intent.id || !boleto?.number || !boleto.hosted_voucher_url) return MALFORMED;
      const expiresAt = dateOfSeconds(boleto.expires_at);
      const dueDate = expiresAt ? dayOf(expiresAt) : input.dueDate;
      return { ok: true, ref: intent.id, digitableLine: boleto.number, url: boleto.hosted_voucher_url, dueDate };
    },

    async slipStatus({ ref, now }): Promise<SlipStatus> {
      const intent = await call((client) => client.paymentIntents.retrieve(ref, { expand: ['latest_charge'] }));
      if ('ok' in intent) return intent;
      // Stripe registers the boleto when the intent is confirmed
      const registeredAt = dateOfSeconds(intent.created);
      if (intent.object !== 'payment_intent' || !registeredAt) return MALFORMED;
      const paidAt = dateOfSeconds(typeof intent.latest_charge === 'object' ? intent.latest_charge?.created : null) ?? now;
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
          return { ok: false, failure: 'provider_error', detail: `status_${intent.status}` };
      }
    },

    verifyWebhook({ rawBody, headers, now }) {
      const header = headers['stripe-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      const secret = config.webhookSecret;
      if (!secret || !signature) return null;
      let event: Record<string, unknown> | null;
      try {
        // checks the signature over the raw body and that it is not older than the tolerance, then parses the body
        event = record(sdk().webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_S, undefined, now.getTime()));
      } catch {
        return null;
      }
      // nor signed later than the tolerance (at the last `t=`, the one the SDK verified)
      const signedAt = signature.split(',').findLast((item) => item.startsWith('t=')) ?? '';
      if (Number.parseInt(signedAt.slice(2), 10) > now.getTime() / 1000 + SIGNATURE_TOLERANCE_S) return null;
      const id = text(event?.id);
      const type = text(event?.type);
      if (!id || id.length > 200 || !type) return null;
      const object = record(record(event?.data)?.object);
      const ref = object?.object === 'payment_intent' ? text(object.id) : null;

      let mapped = EVENT_TYPES[type] ?? 'other';
      if (type === 'payment_intent.requires_action' && record(object?.next_action)?.type === 'boleto_display_details')
        mapped = 'slip.registered';
      return { id, type: mapped, ref: ref && ref.length <= 200 ? ref : null, occurredAt: dateOfSeconds(event?.created) };
    },
  };
}
