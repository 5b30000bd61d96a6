// A local stand-in for the parts of PayPal's REST API the PayPal adapter uses: the OAuth client-credentials token,
// Orders v2 (create with a payer-action link, read, capture; PayPal-Request-Id replays; `{ name, details: [{ issue }] }`
// errors) and the payer's approval page, which redirects to the order's return_url with `token` and `PayerID` as PayPal
// does (or to its cancel_url). `?funding=declined` on the approval page makes the payer's instrument decline at capture.
import { createHmac, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { type FakeAnswer, type FakeServer, jsonFields, startFakeServer } from './http.ts';

interface FakeOrder {
  id: string;
  intent: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  purchase_units: Record<string, unknown>[];
  payer?: { payer_id: string };
  returnUrl: string;
  cancelUrl: string;
  declines: boolean;
}

export interface FakePaypal extends FakeServer {
  clientId: string;
  secret: string;
  webhookSecret: string;
  orders: Map<string, FakeOrder>;
  /** how many access tokens were issued */
  tokensIssued(): number;
}

/** The signature headers of a PayPal notification in the HMAC scheme the adapter documents. */
export function paypalSignatureHeaders(
  secret: string,
  body: string,
  transmissionId: string,
  transmissionTime: string,
): Record<string, string> {
  const signed = `${transmissionId}|${transmissionTime}|${crc32(body)}`;
  return {
    'paypal-transmission-id': transmissionId,
    'paypal-transmission-time': transmissionTime,
    'paypal-transmission-sig': createHmac('sha256', secret).update(signed).digest('base64'),
    'paypal-auth-algo': 'HMACSHA256',
  };
}

const problem = (status: number, name: string, issue: string, description = issue): FakeAnswer => ({
  status,
  body: { name, message: description, debug_id: randomBytes(6).toString('hex'), details: [{ issue, description }] },
});

export async function startFakePaypal(): Promise<FakePaypal> {
  const clientId = `client-${randomBytes(6).toString('hex')}`;
  const secret = randomBytes(16).toString('hex');
  const webhookSecret = randomBytes(16).toString('hex');
  const orders = new Map<string, FakeOrder>();
  const tokens = new Set<string>();
  const replays = new Map<string, FakeAnswer>();
  let base = '';

  const view = (order: FakeOrder) => ({
    id: order.id,
    intent: order.intent,
    status: order.status,
    purchase_units: order.purchase_units,
    ...(order.payer ? { payer: order.payer } : {}),
    links: [
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      ...(order.status === 'PAYER_ACTION_REQUIRED'
        ? [{ href: `${base}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' }]
        : []),
    ],
  });

  const createOrder = (fields: Record<string, unknown>): FakeAnswer => {
    const unit = Array.isArray(fields.purchase_units) ? (fields.purchase_units[0] as Record<string, unknown> | undefined) : undefined;
    const amount = unit?.amount as { currency_code?: unknown; value?: unknown } | undefined;
    if (fields.intent !== 'CAPTURE' && fields.intent !== 'AUTHORIZE') return problem(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE');
    if (typeof amount?.currency_code !== 'string' || typeof amount.value !== 'string' || !/^\d+(\.\d{2})?$/.test(amount.value))
      return problem(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
    const context = ((fields.payment_source as Record<string, Record<string, Record<string, unknown>>> | undefined)?.paypal
      ?.experience_context ?? {}) as Record<string, unknown>;
    const returnUrl = typeof context.return_url === 'string' ? context.return_url : '';
    const cancelUrl = typeof context.cancel_url === 'string' ? context.cancel_url : '';
    if (!/^https?:\/\//.test(returnUrl) || !/^https?:\/\//.test(cancelUrl)) return problem(422, 'UNPROCESSABLE_ENTITY', 'INVALID_URL');
    const order: FakeOrder = {
      id: randomBytes(8).toString('hex').toUpperCase(),
      intent: fields.intent,
      status: 'PAYER_ACTION_REQUIRED',
      purchase_units: [unit ?? {}],
      returnUrl,
      cancelUrl,
      declines: false,
    };
    orders.set(order.id, order);
    return { status: 200, body: view(order) };
  };

  const capture = (order: FakeOrder, full: boolean): FakeAnswer => {
    if (order.status === 'COMPLETED') return problem(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED')
      return problem(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    if (order.declines)
      return problem(
        422,
        'UNPROCESSABLE_ENTITY',
        'INSTRUMENT_DECLINED',
        'The instrument presented was either declined by the processor or bank.',
      );
    order.status = 'COMPLETED';
    const amount = (order.purchase_units[0] as { amount?: unknown }).amount;
    order.purchase_units = [
      {
        ...order.purchase_units[0],
        payments: { captures: [{ id: randomBytes(8).toString('hex').toUpperCase(), status: 'COMPLETED', amount }] },
      },
    ];
    // PayPal's default (Prefer: return=minimal) answers only the id, the status and the links
    const { id, status, links } = view(order);
    return { status: 201, body: full ? view(order) : { id, status, links } };
  };

  const handle = (method: string, path: string, body: string, auth: string, prefer: string): FakeAnswer => {
    const url = new URL(path, 'http://fake');
    if (method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
      if (auth !== expected || new URLSearchParams(body).get('grant_type') !== 'client_credentials')
        return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
      const token = `A21AA${randomBytes(16).toString('hex')}`;
      tokens.add(token);
      return {
        status: 200,
        body: { scope: 'https://uri.paypal.com/services/payments', access_token: token, token_type: 'Bearer', expires_in: 32400 },
      };
    }
    if (method === 'GET' && url.pathname === '/checkoutnow') {
      // the payer's approval page: approves (or cancels) and goes back to the merchant as PayPal does
      const order = orders.get(url.searchParams.get('token') ?? '');
      if (!order) return problem(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      const back = new URL(url.searchParams.get('decision') === 'cancel' ? order.cancelUrl : order.returnUrl);
      back.searchParams.set('token', order.id);
      if (url.searchParams.get('decision') !== 'cancel') {
        order.status = 'APPROVED';
        order.payer = { payer_id: `PAYER${randomBytes(4).toString('hex').toUpperCase()}` };
        order.declines = url.searchParams.get('funding') === 'declined';
        back.searchParams.set('PayerID', order.payer.payer_id);
      }
      return { status: 302, body: '', headers: { location: back.toString() } };
    }
    if (!tokens.has(auth.replace(/^Bearer /, '')))
      return problem(
        401,
        'AUTHENTICATION_FAILURE',
        'AUTHENTICATION_FAILURE',
        'Authentication failed due to invalid authentication credentials.',
      );
    if (method === 'POST' && url.pathname === '/v2/checkout/orders') return createOrder(jsonFields(body));
    const orderPath = /^\/v2\/checkout\/orders\/(\w+)(\/capture)?$/.exec(url.pathname);
    const order = orderPath?.[1] ? orders.get(orderPath[1]) : undefined;
    if (!order) return problem(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    if (method === 'GET' && !orderPath?.[2]) return { status: 200, body: view(order) };
    if (method === 'POST' && orderPath?.[2]) return capture(order, prefer === 'return=representation');
    return problem(405, 'METHOD_NOT_SUPPORTED', 'METHOD_NOT_SUPPORTED');
  };

  const server = await startFakeServer((request) => {
    const auth = String(request.headers.authorization ?? '');
    const requestId = request.headers['paypal-request-id'];
    const replayKey = typeof requestId === 'string' && request.method === 'POST' ? `${request.path}|${requestId}` : null;
    const earlier = replayKey ? replays.get(replayKey) : undefined;
    if (earlier) return earlier;
    const answer = handle(request.method, request.path, request.body, auth, String(request.headers.prefer ?? ''));
    if (replayKey && answer.status < 300) replays.set(replayKey, answer);
    return answer;
  });
  base = server.url;
  return { ...server, clientId, secret, webhookSecret, orders, tokensIssued: () => tokens.size };
}
