/**
 * The payment provider interface. The wallet service speaks only these types; an adapter (the local
 * sandbox, Stripe, PJBank, PayPal) translates them to its API. Adapters never touch tables and never throw for a
 * refusal of the provider: they answer `{ ok: false, failure }`, where
 * - 'declined': the card operator refused (the API answers 402 'Pagamento negado pela operadora do cartão');
 * - 'unreachable': the provider could not be reached or timed out, or reported a processing error (502 'payment
 *   route unreachable'); the wallet records the payment with status error;
 * - 'provider_error': the provider answered something unexpected (502 'payment provider error').
 * A thrown error is a bug and becomes a 500. Every call carries `idempotencyKey` (the payment's id): the adapter
 * passes it on so a retried call never charges twice.
 *
 * Capabilities are separate interfaces so one adapter may implement several:
 * - CardProvider: charge a card token the browser obtained at `tokenizeUrl` (the number never reaches the API);
 * - SlipProvider: create a bank slip (boleto or PJBank) and read its status (registered within 2 hours, paid,
 *   cleared up to 2 days after payment);
 * - OrderProvider: a PayPal-like order, approved by the payer on the provider's page, then executed;
 * - WebhookVerifier: checks a notification's signature on the raw body and parses it into a WebhookEvent.
 * `name` is stored as `payments.provider` and is the `:provider` of `POST /v1/payments/webhooks/:provider`.
 */
import type { WalletCurrency } from '@trilha/contract';

export type ProviderFailure = 'declined' | 'unreachable' | 'provider_error';
export type Failed = { ok: false; failure: ProviderFailure /** the provider's code, for the log */; detail?: string };

export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

interface ChargeInput {
  /** the payment's id: the adapter's idempotency key and metadata */
  paymentId: string;
  amountCents: number;
  currency: WalletCurrency;
  description: string;
  /** a fresh token from the tokenizer, or a saved card's reusable token */
  token: string;
  /** the token is a saved card's (the adapter may need a customer or payment method id in it) */
  fromSavedCard: boolean;
  /** keep the card: the adapter answers a reusable token in `savedToken` */
  saveCard: boolean;
  holder: string;
}

export type ChargeResult =
  | {
      ok: true;
      /** the provider's id of the charge (payments.provider_ref) */
      ref: string;
      card: CardDetails;
      /** when saveCard was asked: the token to charge the card again later (saved_cards.token) */
      savedToken: string | null;
    }
  | (Failed & { ref?: string });

export interface CardProvider {
  readonly name: string;
  /** what the browser needs to tokenize a card (GET /v1/-/wallet/rates → cardProvider) */
  readonly card: { tokenizeUrl: string; publishableKey: string | null };
  chargeCard(input: ChargeInput): Promise<ChargeResult>;
  /** the company removed a saved card: the adapter detaches it at the provider (no-op when it has nothing to do) */
  forgetCard(savedToken: string): Promise<void>;
}

export type SlipKind = 'boleto' | 'pjbank';

interface SlipInput {
  paymentId: string;
  kind: SlipKind;
  amountCents: number;
  currency: 'BRL';
  description: string;
  /** the slip's due date, YYYY-MM-DD */
  dueDate: string;
  /** `taxId` (CPF/CNPJ) when known: registered slips need it in production */
  payer: { name: string; email: string | null; taxId?: string | null };
  /** now, by the server's clock */
  now: Date;
}

export type SlipResult = { ok: true; ref: string; digitableLine: string; url: string; dueDate: string } | Failed;

/** Where a bank slip stands at the provider; times are the provider's (or the sandbox clock's). */
export type SlipStatus =
  | { ok: true; state: 'pending' }
  | { ok: true; state: 'registered'; registeredAt: Date }
  | { ok: true; state: 'paid'; registeredAt: Date; paidAt: Date }
  /** the money cleared: the wallet credits now (up to 2 days after payment) */
  | { ok: true; state: 'cleared'; registeredAt: Date; paidAt: Date; clearedAt: Date }
  | { ok: true; state: 'cancelled' }
  | Failed;

export interface SlipProvider {
  readonly name: string;
  createSlip(input: SlipInput): Promise<SlipResult>;
  /** `createdAt` and `now` let the sandbox derive the timeline from the clock; real adapters ask the provider */
  slipStatus(input: { ref: string; kind: SlipKind; createdAt: Date; now: Date }): Promise<SlipStatus>;
}

interface OrderInput {
  paymentId: string;
  amountCents: number;
  currency: WalletCurrency;
  description: string;
  /** absolute or site-relative address the payer returns to (the adapter adds paymentId and PayerID) */
  returnUrl: string;
}

export type OrderResult = { ok: true; ref: string; approvalUrl: string } | Failed;
export type ExecuteResult = { ok: true } | Failed;

export interface OrderProvider {
  readonly name: string;
  createOrder(input: OrderInput): Promise<OrderResult>;
  /** captures an order the payer approved; `payerId` is the PayerID the approval page returned */
  executeOrder(input: { ref: string; payerId: string; paymentId: string }): Promise<ExecuteResult>;
}

/**
 * A provider notification, parsed. `ref` is the provider's id of the payment (payments.provider_ref); `type`:
 * - slip.registered / slip.paid: a bank slip moved on (times recorded, no credit yet);
 * - payment.concluded: the money cleared (card, order or slip): the wallet concludes and credits once;
 * - payment.failed / payment.cancelled: the payment ends without credit.
 */
export interface WebhookEvent {
  id: string;
  type: 'slip.registered' | 'slip.paid' | 'payment.concluded' | 'payment.failed' | 'payment.cancelled' | 'other';
  ref: string | null;
  occurredAt: Date | null;
}

export interface WebhookVerifier {
  readonly name: string;
  /** null when the signature is missing or wrong, or the body is not the provider's notification */
  verifyWebhook(input: { rawBody: string; headers: Record<string, string | string[] | undefined>; now: Date }): WebhookEvent | null;
}

/** The adapters the wallet uses, one per capability (providers/index.ts builds them from config.payments). */
export interface PaymentProviders {
  card: CardProvider;
  boleto: SlipProvider;
  pjbank: SlipProvider;
  paypal: OrderProvider;
  /** the verifier of `:provider` in the webhook path, or null when unknown */
  webhook(name: string): WebhookVerifier | null;
}
