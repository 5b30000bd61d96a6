import { createHmac, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { PaymentsConfig } from '../../../config.ts';
import type { ExecuteResult, Failed, OrderProvider, OrderResult, WebhookEvent, WebhookVerifier } from './provider.ts';

/**
 * The PayPal adapter (`POST /v1/-/wallet/paypal/create` and `/execute`): PayPal's REST API at PAYPAL_API_URL with an
 * OAuth client-credentials token (PAYPAL_CLIENT_ID, PAYPAL_SECRET), kept until shortly before it expires.
 * - Create: Orders v2 `POST /v2/checkout/orders` (intent CAPTURE, one purchase unit whose reference_id and custom_id
 *   are the payment's id, PayPal-Request-Id = the payment's id so a retry creates nothing twice). The payer approves at
 *   the `payer-action` (or `approve`) link and PayPal sends them to return_url with `token` and `PayerID`; return_url
 *   is the wallet's return address plus `paymentId`, cancel_url the same plus `cancelled=1`. PayPal needs absolute
 *   addresses: a site-relative one is resolved against `publicUrl`.
 * - Execute: reads the order (it must be APPROVED by the payer whose PayerID came back; an order already COMPLETED is
 *   a retry and answers its capture's outcome), then `POST /v2/checkout/orders/<id>/capture`. INSTRUMENT_DECLINED and
 *   a DECLINED capture → declined; a PENDING capture (PayPal still reviewing) → provider_error 'capture_pending': the
 *   PAYMENT.CAPTURE.COMPLETED notification concludes it later.
 * - Notifications: PayPal signs them with its certificate (RSA-SHA256 of `<transmission id>|<time>|<webhook id>|<crc32
 *   of the body>`, checked against the certificate at PAYPAL-CERT-URL or through POST /v1/notifications/
 *   verify-webhook-signature). This adapter checks a shared-secret version of that scheme, synchronously:
 *   PAYPAL-TRANSMISSION-SIG = base64 HMAC-SHA256, with PAYPAL_WEBHOOK_SECRET, of `<PAYPAL-TRANSMISSION-ID>|
 *   <PAYPAL-TRANSMISSION-TIME>|<crc32 of the raw body, decimal>`, PAYPAL-AUTH-ALGO = HMACSHA256, the time within 5
 *   minutes of now. A production deployment must confirm the scheme with PayPal and switch to the certificate check
 *   (or the verification call) before trusting notifications, or relay them through a gateway that signs this way.
 * - Answers: a network error, a timeout, 429 or 5xx → unreachable; other refusals and answers that are not PayPal's
 *   shape → provider_error. Nothing is logged here; `detail` holds PayPal's issue codes only.
 */
const PAYPAL = 'paypal';

const SIGNATURE_TOLERANCE_MS = 5 * 60_000;
/** a token is renewed this long before PayPal says it expires */
const TOKEN_MARGIN_MS = 60_000;

interface AdapterOptions {
  /** how long one call to the provider may take before the route counts as unreachable */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** the site's public address (config.publicUrl): site-relative return addresses are resolved against it */
  publicUrl?: string;
}

type PaypalConfig = PaymentsConfig['paypal'];
type Answer = { status: number; body: Record<string, unknown> } | Failed;

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/** The first `details[].issue` of a PayPal error body (or its `name`, or the OAuth `error`). */
const issueOf = (body: Record<string, unknown> | null, status: number) =>
  text(record(Array.isArray(body?.details) ? body.details[0] : null)?.issue) ?? text(body?.name) ?? text(body?.error) ?? `http_${status}`;

/** Issues that are the payer's funding being refused, or the payer not having approved: the payment is denied. */
const DECLINED_ISSUES = new Set([
  'INSTRUMENT_DECLINED',
  'ORDER_NOT_APPROVED',
  'PAYER_ACTION_REQUIRED',
  'PAYER_CANNOT_PAY',
  'TRANSACTION_REFUSED',
]);

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The outcome of a captured (or capturing) order. */
function captureOutcome(order: Record<string, unknown>): ExecuteResult {
  const unit = record(Array.isArray(order.purchase_units) ? order.purchase_units[0] : null);
  const payments = record(unit?.payments);
  const capture = record(Array.isArray(payments?.captures) ? payments.captures[0] : null);
  const status = text(capture?.status);
  if (order.status === 'COMPLETED' && status === 'COMPLETED') return { ok: true };
  if (status === 'DECLINED' || status === 'FAILED') return { ok: false, failure: 'declined', detail: `capture_${status.toLowerCase()}` };
  if (status === 'PENDING') return { ok: false, failure: 'provider_error', detail: 'capture_pending' };
  return { ok: false, failure: 'provider_error', detail: 'malformed_answer' };
}

const EVENT_TYPES: Record<string, WebhookEvent['type']> = {
  'PAYMENT.CAPTURE.COMPLETED': 'payment.concluded',
  'PAYMENT.CAPTURE.DENIED': 'payment.failed',
  'PAYMENT.CAPTURE.DECLINED': 'payment.failed',
  'CHECKOUT.ORDER.VOIDED': 'payment.cancelled',
};

export type PaypalProvider = OrderProvider & WebhookVerifier;

/** The PayPal adapter built from `config.payments.paypal`. */
export function paypalProvider(config: PaypalConfig, options: AdapterOptions = {}): PaypalProvider {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const fetchImpl = options.fetch ?? fetch;
  // the trailing slashes from the first of them (?<!\/): a start at each would scan the run again, n² on a long one
  const base = config.apiUrl.replace(/(?<!\/)\/+$/, '');
  let token: { value: string; expiresAt: number } | null = null;

  async function send(path: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<Answer> {
    let response: Response;
    let raw: string;
    try {
      response = await fetchImpl(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
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
    if (response.status >= 500 || response.status === 429)
      return { ok: false, failure: 'unreachable', detail: issueOf(parsed, response.status) };
    if (!parsed) return { ok: false, failure: 'provider_error', detail: 'malformed_answer' };
    return { status: response.status, body: parsed };
  }

  async function accessToken(): Promise<string | Failed> {
    if (!config.clientId || !config.secret) return { ok: false, failure: 'provider_error', detail: 'not_configured' };
    if (token && token.expiresAt > Date.now()) return token.value;
    const answer = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if ('ok' in answer) return answer;
    const value = text(answer.body.access_token);
    if (answer.status !== 200 || !value) return { ok: false, failure: 'provider_error', detail: issueOf(answer.body, answer.status) };
    const expiresIn = Number(answer.body.expires_in);
    token = { value, expiresAt: Date.now() + (Number.isFinite(expiresIn) ? expiresIn * 1000 : 0) - TOKEN_MARGIN_MS };
    return value;
  }

  /** An authenticated call; a 401 (a token revoked early) gets one new token and one retry. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const bearer = await accessToken();
      if (typeof bearer !== 'string') return bearer;
      const answer = await send(path, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          accept: 'application/json',
          // PayPal's default answer (return=minimal) leaves out the purchase units and their captures
          prefer: 'return=representation',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(requestId ? { 'paypal-request-id': requestId } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      if ('ok' in answer || answer.status !== 401 || attempt > 0) return answer;
      token = null;
    }
  }

  const withQuery = (address: string, query: Record<string, string>) => {
    const url = new URL(address, options.publicUrl ?? 'http://localhost');
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  };

  return {
    name: PAYPAL,

    async createOrder(input): Promise<OrderResult> {
      const answer = await call(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.paymentId,
              custom_id: input.paymentId,
              description: input.description.slice(0, 127),
              amount: { currency_code: input.currency, value: (input.amountCents / 100).toFixed(2) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: withQuery(input.returnUrl, { paymentId: input.paymentId }),
                cancel_url: withQuery(input.returnUrl, { paymentId: input.paymentId, cancelled: '1' }),
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        },
        input.paymentId,
      );
      if ('ok' in answer) return answer;
      if (answer.status >= 400) return { ok: false, failure: 'provider_error', detail: issueOf(answer.body, answer.status) };
      const ref = text(answer.body.id);
      const links = Array.isArray(answer.body.links) ? answer.body.links.map(record) : [];
      const approval = links.find((link) => link?.rel === 'payer-action' || link?.rel === 'approve');
      const approvalUrl = text(approval?.href);
      if (!ref || !approvalUrl) return { ok: false, failure: 'provider_error', detail: 'malformed_answer' };
      return { ok: true, ref, approvalUrl };
    },

    async executeOrder({ ref, payerId, paymentId }): Promise<ExecuteResult> {
      const path = `/v2/checkout/orders/${encodeURIComponent(ref)}`;
      const read = await call('GET', path);
      if ('ok' in read) return read;
      if (read.status >= 400) return { ok: false, failure: 'provider_error', detail: issueOf(read.body, read.status) };
      const payer = text(record(read.body.payer)?.payer_id);
      if (read.body.status === 'COMPLETED') return captureOutcome(read.body);
      if (read.body.status !== 'APPROVED')
        return { ok: false, failure: 'declined', detail: `order_${String(read.body.status).toLowerCase()}` };
      if (!payer || !sameText(payer, payerId)) return { ok: false, failure: 'declined', detail: 'payer_mismatch' };
      const captured = await call('POST', `${path}/capture`, {}, `${paymentId}:capture`);
      if ('ok' in captured) return captured;
      if (captured.status < 400) return captureOutcome(captured.body);
      const issue = issueOf(captured.body, captured.status);
      if (issue === 'ORDER_ALREADY_CAPTURED') {
        const again = await call('GET', path);
        if ('ok' in again) return again;
        return again.status < 400
          ? captureOutcome(again.body)
          : { ok: false, failure: 'provider_error', detail: issueOf(again.body, again.status) };
      }
      return { ok: false, failure: DECLINED_ISSUES.has(issue) ? 'declined' : 'provider_error', detail: issue };
    },

    verifyWebhook({ rawBody, headers, now }): WebhookEvent | null {
      const id = header(headers, 'paypal-transmission-id');
      const time = header(headers, 'paypal-transmission-time');
      const signature = header(headers, 'paypal-transmission-sig');
      const algorithm = header(headers, 'paypal-auth-algo');
      if (!config.webhookSecret || !id || !time || !signature || algorithm !== 'HMACSHA256') return null;
      const sentAt = Date.parse(time);
      if (!Number.isFinite(sentAt) || Math.abs(now.getTime() - sentAt) > SIGNATURE_TOLERANCE_MS) return null;
      const expected = createHmac('sha256', config.webhookSecret)
        .update(`${id}|${time}|${crc32(rawBody)}`)
        .digest('base64');
      if (!sameText(expected, signature)) return null;
      let event: Record<string, unknown> | null;
      try {
        event = record(JSON.parse(rawBody));
      } catch {
        return null;
      }
      const eventId = text(event?.id);
      const type = text(event?.event_type);
      if (!event || !eventId || eventId.length > 200 || !type) return null;
      const resource = record(event.resource);
      // a capture names its order (our ref) in supplementary_data; an order event is the order itself
      const ref = type.startsWith('PAYMENT.CAPTURE.')
        ? text(record(record(resource?.supplementary_data)?.related_ids)?.order_id)
        : type.startsWith('CHECKOUT.ORDER.')
          ? text(resource?.id)
          : null;
      const created = typeof event.create_time === 'string' ? new Date(event.create_time) : null;
      return {
        id: eventId,
        type: EVENT_TYPES[type] ?? 'other',
        ref: ref && ref.length <= 200 ? ref : null,
        occurredAt: created && created.getUTCFullYear() >= 2000 && created.getUTCFullYear() <= 2200 ? created : null,
      };
    },
  };
}
