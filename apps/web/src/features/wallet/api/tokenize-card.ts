import { type WalletRates, walletSandboxToken } from '@trilha/contract';
import { ApiError } from '../../../lib/api/api-error.ts';

export interface CardDetails {
  number: string;
  holder: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

type Tokenizer = WalletRates['cardProvider'];

/** Stripe's payment-method call: form-encoded, authorised by the publishable key; answers `{ id, card: { brand, last4 } }`. */
function stripeRequest(provider: Tokenizer, card: CardDetails): RequestInit {
  const form = new URLSearchParams({
    type: 'card',
    'card[number]': card.number,
    'card[exp_month]': String(card.expMonth),
    'card[exp_year]': String(card.expYear),
    'card[cvc]': card.cvc,
    'billing_details[name]': card.holder,
  });
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${provider.publishableKey ?? ''}` },
    body: form.toString(),
  };
}

/** The sandbox's tokenizer (same origin): JSON in, `{ token, brand, last4 }` out. */
const sandboxRequest = (card: CardDetails): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json' },
  body: JSON.stringify(card),
});

function tokenOf(provider: Tokenizer, payload: unknown) {
  if (provider.name === 'stripe') {
    const method = payload as { id?: string; card?: { brand?: string; last4?: string } } | null;
    if (!method?.id) return null;
    return { token: method.id, brand: method.card?.brand ?? '', last4: method.card?.last4 ?? '' };
  }
  const token = walletSandboxToken.safeParse(payload);
  return token.success ? token.data : null;
}

/**
 * Sends the card to the payment provider's tokenizer (`rates.cardProvider`) and answers its token: the card number
 * goes only there, never to the /v1 API, so the server never holds a card number. A refusal keeps the provider's message.
 */
export async function tokenizeCard(provider: Tokenizer, card: CardDetails) {
  let response: Response;
  try {
    const init = provider.name === 'stripe' ? stripeRequest(provider, card) : sandboxRequest(card);
    response = await fetch(provider.tokenizeUrl, { ...init, credentials: 'omit' });
  } catch {
    throw new ApiError(0, 'network', 'network');
  }
  const payload = await response.json().catch(() => null);
  if (!response.ok) {
    const envelope = payload?.error ?? {};
    throw new ApiError(response.status, envelope.code ?? 'wallet.card_invalid', envelope.message ?? '', envelope.fields);
  }
  const token = tokenOf(provider, payload);
  if (!token) throw new ApiError(response.status, 'wallet.provider_error', '');
  return token;
}
