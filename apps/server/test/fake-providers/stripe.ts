// A local stand-in for the parts of Stripe's API the Stripe adapter uses (form-encoded requests, Bearer secret key,
// Idempotency-Key replays, the `{ error: { type, code, decline_code } }` answers): PaymentMethods (what Stripe.js
// creates in the browser), Customers, PaymentIntents for cards and boleto, and the Stripe-Signature of webhooks.
// Test payment methods as Stripe's: pm_card_visa approves, pm_card_chargeDeclined (and …InsufficientFunds) is
// declined, pm_card_chargeDeclinedProcessingError fails with processing_error; tokenizing the test card numbers
// 4242 4242 4242 4242 / 4000 0000 0000 0002 / 4000 0000 0000 0119 gives payment methods that behave the same way.
import { createHmac, randomBytes } from 'node:crypto';
import { type FakeAnswer, type FakeServer, formFields, startFakeServer } from './http.ts';

type Behaviour = 'approve' | 'decline' | 'insufficient_funds' | 'processing_error';

interface FakePaymentMethod {
  id: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  behaviour: Behaviour;
  customer: string | null;
}

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  created: number;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  payment_method_types: string[];
  latest_charge: string | null;
  next_action: unknown;
}

export interface FakeStripe extends FakeServer {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** the PaymentIntents created, by id */
  intents: Map<string, FakeIntent>;
  /** moves a boleto PaymentIntent on, as Stripe does when the slip is paid (processing) and the money arrives (succeeded) */
  setIntentStatus(id: string, status: 'processing' | 'succeeded' | 'canceled' | 'requires_payment_method'): void;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const cardError = (code: string, message: string, declineCode?: string, intent?: FakeIntent): FakeAnswer => ({
  status: 402,
  body: {
    error: {
      type: 'card_error',
      code,
      ...(declineCode ? { decline_code: declineCode } : {}),
      message,
      ...(intent ? { payment_intent: { id: intent.id, status: 'requires_payment_method' } } : {}),
    },
  },
});
const invalidRequest = (message: string, extra: Record<string, string> = {}, status = 400): FakeAnswer => ({
  status,
  body: { error: { type: 'invalid_request_error', message, ...extra } },
});

const TEST_NUMBERS: Record<string, Behaviour> = {
  '4242424242424242': 'approve',
  '5555555555554444': 'approve',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000119': 'processing_error',
};

/** The value of a Stripe-Signature header for `body` signed at `timestamp` (seconds), as Stripe sends it. */
export function stripeSignatureHeader(secret: string, body: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(8).toString('hex')}`;
  const publishableKey = `pk_test_${randomBytes(8).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(12).toString('hex')}`;
  const methods = new Map<string, FakePaymentMethod>();
  const intents = new Map<string, FakeIntent>();
  const customers = new Set<string>();
  const replays = new Map<string, FakeAnswer>();
  const preset = (pmId: string, behaviour: Behaviour, last4: string) =>
    methods.set(pmId, { id: pmId, card: { brand: 'visa', last4, exp_month: 12, exp_year: 2034 }, behaviour, customer: null });
  preset('pm_card_visa', 'approve', '4242');
  preset('pm_card_chargeDeclined', 'decline', '0002');
  preset('pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds', '9995');
  preset('pm_card_chargeDeclinedProcessingError', 'processing_error', '0119');

  const withMethod = (intent: FakeIntent, expand: string[]) =>
    expand.includes('payment_method') && intent.payment_method ? { ...intent, payment_method: methods.get(intent.payment_method) } : intent;

  const createIntent = (f: Record<string, string>): FakeAnswer => {
    const amount = Number(f.amount);
    if (!Number.isInteger(amount) || amount < 50) return invalidRequest('Amount must be at least 50 cents', { param: 'amount' });
    if (!f.currency || !/^[a-z]{3}$/.test(f.currency)) return invalidRequest('Invalid currency', { param: 'currency' });
    const expand = Object.entries(f)
      .filter(([key]) => key.startsWith('expand['))
      .map(([, value]) => value);
    const types = Object.entries(f)
      .filter(([key]) => key.startsWith('payment_method_types['))
      .map(([, value]) => value);
    const metadata = Object.fromEntries(
      Object.entries(f)
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice(9, -1), value]),
    );
    const intent: FakeIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      currency: f.currency,
      status: 'requires_payment_method',
      created: Math.floor(Date.now() / 1000),
      customer: f.customer ?? null,
      description: f.description ?? null,
      metadata,
      payment_method: null,
      payment_method_types: types.length > 0 ? types : ['card'],
      latest_charge: null,
      next_action: null,
    };
    if (intent.payment_method_types.includes('boleto')) {
      if (f.currency !== 'brl') return invalidRequest('Boleto supports only BRL', { param: 'currency' });
      if (!f['payment_method_data[billing_details][name]'])
        return invalidRequest('Missing billing name', { param: 'payment_method_data[billing_details][name]' });
      const pmId = id('pm');
      intent.payment_method = pmId;
      intent.status = 'requires_action';
      const days = Number(f['payment_method_options[boleto][expires_after_days]'] ?? 3);
      const expiresAt = Math.floor(Date.now() / 1000) + days * 86_400;
      intent.next_action = {
        type: 'boleto_display_details',
        boleto_display_details: {
          number: `03399.63290 64000.000006 00125.201020 4 ${String(9000 + days).padStart(4, '0')}${String(amount).padStart(10, '0')}`,
          hosted_voucher_url: `https://payments.stripe.test/boleto/voucher/${intent.id}`,
          pdf: `https://payments.stripe.test/boleto/voucher/${intent.id}/pdf`,
          expires_at: expiresAt,
        },
      };
      intents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    const method = f.payment_method ? methods.get(f.payment_method) : undefined;
    if (!method)
      return invalidRequest(`No such PaymentMethod: '${f.payment_method ?? ''}'`, { code: 'resource_missing', param: 'payment_method' });
    if (intent.customer && !customers.has(intent.customer))
      return invalidRequest(`No such customer: '${intent.customer}'`, { code: 'resource_missing', param: 'customer' });
    if (f.off_session === 'true' && method.customer !== intent.customer)
      return invalidRequest('The PaymentMethod must be attached to the customer to be used off session.', { param: 'payment_method' });
    intent.payment_method = method.id;
    intents.set(intent.id, intent);
    if (method.behaviour === 'decline') return cardError('card_declined', 'Your card was declined.', 'generic_decline', intent);
    if (method.behaviour === 'insufficient_funds')
      return cardError('card_declined', 'Your card has insufficient funds.', 'insufficient_funds', intent);
    if (method.behaviour === 'processing_error')
      return cardError('processing_error', 'An error occurred while processing your card. Try again in a little bit.', undefined, intent);
    if (f.setup_future_usage && intent.customer) method.customer = intent.customer;
    intent.status = 'succeeded';
    intent.latest_charge = id('ch');
    return { status: 200, body: withMethod(intent, expand) };
  };

  const createMethod = (f: Record<string, string>): FakeAnswer => {
    if (f.type !== 'card') return invalidRequest('Invalid type', { param: 'type' });
    const number = (f['card[number]'] ?? '').replace(/\s/g, '');
    const behaviour = TEST_NUMBERS[number];
    if (!behaviour) return cardError('incorrect_number', 'Your card number is incorrect.');
    const method: FakePaymentMethod = {
      id: id('pm'),
      card: {
        brand: number.startsWith('5') ? 'mastercard' : 'visa',
        last4: number.slice(-4),
        exp_month: Number(f['card[exp_month]']),
        exp_year: Number(f['card[exp_year]']),
      },
      behaviour,
      customer: null,
    };
    methods.set(method.id, method);
    return { status: 200, body: { id: method.id, object: 'payment_method', type: 'card', card: method.card, customer: null } };
  };

  const handle = (method: string, path: string, f: Record<string, string>, auth: string): FakeAnswer => {
    const url = new URL(path, 'http://fake');
    const key = auth.replace(/^Bearer /, '');
    if (method === 'POST' && url.pathname === '/v1/payment_methods') {
      if (key !== publishableKey && key !== secretKey) return invalidRequest('Invalid API Key provided', {}, 401);
      return createMethod(f);
    }
    if (key !== secretKey) return invalidRequest('Invalid API Key provided', {}, 401);
    if (method === 'POST' && url.pathname === '/v1/customers') {
      const customer = id('cus');
      customers.add(customer);
      return { status: 200, body: { id: customer, object: 'customer', name: f.name ?? null } };
    }
    if (method === 'POST' && url.pathname === '/v1/payment_intents') return createIntent(f);
    const intentPath = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
    if (method === 'GET' && intentPath?.[1]) {
      const intent = intents.get(intentPath[1]);
      if (!intent) return invalidRequest(`No such payment_intent: '${intentPath[1]}'`, { code: 'resource_missing' }, 404);
      // Stripe reads expand[]=… and expand[0]=… (what the SDK sends) alike
      const expand = [...url.searchParams].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value);
      const charge =
        expand.includes('latest_charge') && intent.latest_charge
          ? { id: intent.latest_charge, object: 'charge', created: intent.created + 3600, paid: true }
          : intent.latest_charge;
      return { status: 200, body: { ...withMethod(intent, expand), latest_charge: charge } };
    }
    const detachPath = /^\/v1\/payment_methods\/([\w]+)\/detach$/.exec(url.pathname);
    if (method === 'POST' && detachPath?.[1]) {
      const pm = methods.get(detachPath[1]);
      if (!pm?.customer)
        return invalidRequest('The payment method you provided is not attached to a customer.', { code: 'resource_missing' });
      pm.customer = null;
      return { status: 200, body: { id: pm.id, object: 'payment_method', customer: null } };
    }
    return invalidRequest(`Unrecognized request URL (${method}: ${url.pathname}).`, {}, 404);
  };

  const server = await startFakeServer((request) => {
    const auth = String(request.headers.authorization ?? '');
    const idempotencyKey = request.headers['idempotency-key'];
    const replayKey = typeof idempotencyKey === 'string' && request.method === 'POST' ? `${auth}|${idempotencyKey}` : null;
    const earlier = replayKey ? replays.get(replayKey) : undefined;
    if (earlier) return earlier;
    const answer = handle(request.method, request.path, formFields(request.body), auth);
    if (replayKey && answer.status < 500) replays.set(replayKey, answer);
    return answer;
  });
  return {
    ...server,
    secretKey,
    publishableKey,
    webhookSecret,
    intents,
    setIntentStatus(intentId, status) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = status;
      if (status === 'succeeded') intent.latest_charge = id('ch');
      intent.next_action = null;
    },
  };
}
