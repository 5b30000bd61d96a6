import { z } from 'zod';

/**
 * Wallet and payments: a company buys credits (card, bank slip, PayPal-like redirect,
 * voucher) and spends them; the balance is the sum of the ledger. Amounts are integer cents of the currency.
 */
export const WALLET_CURRENCIES = ['BRL', 'USD'] as const;
export type WalletCurrency = (typeof WALLET_CURRENCIES)[number];

/** Price of one credit in cents per currency (fictional, fixed values of the product). */
export const WALLET_CREDIT_PRICE_CENTS = { BRL: 500, USD: 100 } as const satisfies Record<WalletCurrency, number>;
/** The credit packages the add-credits screen offers. */
export const WALLET_CREDIT_PACKAGES = [50, 100, 250, 500] as const;
/** A custom amount is at least 20 credits. */
export const WALLET_MIN_CREDITS = 20;
/** A sane ceiling for one purchase. */
export const WALLET_MAX_CREDITS = 100_000;
/** History requests start from 2015-01-01. */
export const WALLET_HISTORY_START = '2015-01-01';
/** The wallet filter of the screen; `restrict` of the API is its debit/credit half. */
export const WALLET_FILTERS = ['all', 'debits', 'credits'] as const;
export type WalletFilter = (typeof WALLET_FILTERS)[number];
export const WALLET_DIRECTIONS = ['credit', 'debit'] as const;
export type WalletDirection = (typeof WALLET_DIRECTIONS)[number];
/** What a ledger movement came from. */
export const WALLET_SOURCES = ['purchase', 'voucher', 'service', 'usage', 'adjustment'] as const;
/** Payment states. */
export const PAYMENT_STATUSES = ['request', 'concluded', 'error', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ['card', 'boleto', 'pjbank', 'paypal', 'pix'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const SERVICE_INVOICE_STATUSES = ['open', 'paid', 'cancelled'] as const;
/** The events the payment screens may report to `notify/track`. */
export const WALLET_TRACK_EVENTS = [
  'rates_viewed',
  'package_selected',
  'custom_amount_selected',
  'checkout_started',
  'checkout_cancelled',
  'service_payment_viewed',
] as const;

/** The header every paying request carries: the same key and body get the first answer again. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Credits to buy: a JSON integer from 20 to 100,000 (messages are the field's). Never coerced: "20", "1e2" or [20]
 * are refused, so what is charged is exactly the number sent.
 */
export const walletCredits = z
  .number({ error: 'wallet.credits_integer' })
  .int({ error: 'wallet.credits_integer' })
  .min(WALLET_MIN_CREDITS, { error: 'wallet.credits_min' })
  .max(WALLET_MAX_CREDITS, { error: 'wallet.credits_max' });

const day = z.iso.date({ error: 'invalid' });

/** `GET /v1/-/wallet`: the period (from ≥ 2015-01-01, from ≤ to), the direction, the page. */
export const walletQuery = z
  .object({
    from: day.refine((value) => value >= WALLET_HISTORY_START, { error: 'wallet.from_min' }).optional(),
    to: day.optional(),
    restrict: z.enum(WALLET_DIRECTIONS).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(10),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'wallet.range_order', path: ['to'] });

export const walletMovementItem = z.object({
  id: z.string(),
  occurredAt: z.string(),
  direction: z.enum(WALLET_DIRECTIONS),
  description: z.string(),
  credits: z.number(),
  /** what was paid, in cents of `currency`; null for vouchers and usage */
  valueCents: z.number().nullable(),
  currency: z.enum(WALLET_CURRENCIES).nullable(),
  source: z.enum(WALLET_SOURCES),
});
export type WalletMovementItem = z.infer<typeof walletMovementItem>;

export const walletRates = z.object({
  prices: z.array(z.object({ currency: z.enum(WALLET_CURRENCIES), creditPriceCents: z.number() })),
  packages: z.array(z.number()),
  minCredits: z.number(),
  maxCredits: z.number(),
  /** test: must buy once to become regular */
  companyStatus: z.enum(['test', 'regular']),
  /** aggregators and exempt companies never pay: the paying endpoints refuse */
  paymentExemption: z.boolean(),
  /** where the browser tokenizes a card (the number never reaches the API) */
  cardProvider: z.object({ name: z.string(), tokenizeUrl: z.string(), publishableKey: z.string().nullable() }),
  /** false when the server has no Pix key, merchant name and city (production without PIX_* settings) */
  pixOffered: z.boolean(),
});
export type WalletRates = z.infer<typeof walletRates>;

/** A saved card: never more than this. */
export const walletSavedCard = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  holder: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
});
export type WalletSavedCard = z.infer<typeof walletSavedCard>;

export const walletBankSlip = z.object({ digitableLine: z.string(), url: z.string(), dueDate: z.string() });

export const walletPayment = z.object({
  id: z.string(),
  purpose: z.enum(['credits', 'service']),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  currency: z.enum(WALLET_CURRENCIES),
  amountCents: z.number(),
  credits: z.number().nullable(),
  description: z.string(),
  createdAt: z.string(),
  concludedAt: z.string().nullable(),
  /** bank slips: when the bank registered it (within 2 hours) and when it was paid (credited up to 2 days later) */
  registeredAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** bank slips: the digitable line, the link to print it, its due date */
  bankSlip: walletBankSlip.nullable(),
  /** PayPal-like payments waiting for the payer */
  approvalUrl: z.string().nullable(),
  /** the error code when status is error */
  errorCode: z.string().nullable(),
});
export type WalletPayment = z.infer<typeof walletPayment>;

export const walletStatement = z.object({
  /** the company's balance now: the sum of every movement */
  balance: z.number(),
  /** credit purchases by bank slip still waiting (status request), newest first, at most 5 */
  pending: z.array(walletPayment),
  /** credits and debits of the period and direction asked */
  totals: z.object({ credits: z.number(), debits: z.number() }),
  items: z.array(walletMovementItem),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
export type WalletStatement = z.infer<typeof walletStatement>;

const holderName = z.string().trim().min(2, { error: 'required' }).max(120, { error: 'text.too_long' });

/** `POST /v1/-/wallet/stripe/charge`: a new card token (from the tokenizer) or a saved card. */
export const walletChargeBody = z
  .object({
    credits: walletCredits,
    currency: z.enum(WALLET_CURRENCIES),
    cardToken: z.string().trim().min(1).max(500).optional(),
    savedCardId: z.string().trim().min(1).max(200).optional(),
    /** keep the new card (its token only) for later purchases */
    saveCard: z.boolean().default(false),
    holder: holderName.optional(),
  })
  .refine((b) => (b.cardToken === undefined) !== (b.savedCardId === undefined), {
    error: 'wallet.card_source',
    path: ['cardToken'],
  })
  .refine((b) => b.cardToken === undefined || b.holder !== undefined, { error: 'required', path: ['holder'] });
export type WalletChargeBody = z.input<typeof walletChargeBody>;

/** A bank slip (boleto or PJBank) buys credits in reais. */
export const walletSlipBody = z.object({ credits: walletCredits, currency: z.literal('BRL').default('BRL') });

/** Where the PayPal-like approval returns: a path of this site. */
const returnPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, { error: 'invalid' });

export const walletPaypalCreateBody = z.object({
  credits: walletCredits,
  currency: z.enum(WALLET_CURRENCIES),
  returnPath: returnPath.default('/'),
});
export const walletPaypalExecuteBody = z.object({
  paymentId: z.string().trim().min(1).max(200),
  payerId: z.string().trim().min(1).max(200),
});

export const walletVoucherBody = z.object({
  voucher: z.string().trim().min(1, { error: 'required' }).max(64, { error: 'text.too_long' }),
});

export const walletServiceInvoice = z.object({
  id: z.string(),
  service: z.string(),
  description: z.string(),
  currency: z.enum(WALLET_CURRENCIES),
  amountCents: z.number(),
  dueDate: z.string(),
  status: z.enum(SERVICE_INVOICE_STATUSES),
  /** the latest payment asked for it (a bank slip waiting, or the one that paid) */
  payment: walletPayment.nullable(),
});
export type WalletServiceInvoice = z.infer<typeof walletServiceInvoice>;

export const walletInvoiceBody = z.object({ invoiceId: z.string().trim().min(1).max(200) });

export const walletTrackBody = z.object({
  event: z.enum(WALLET_TRACK_EVENTS),
  data: z.record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).default({}),
});

/** Sandbox card tokenization (`POST /sandbox-pay/tokens`, outside the /v1 contract): what the browser sends. */
export const walletSandboxCard = z.object({
  number: z.string().max(30),
  holder: z.string().trim().min(2).max(120),
  expMonth: z.coerce.number().int().min(1).max(12),
  expYear: z.coerce.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/),
});
export const walletSandboxToken = z.object({ token: z.string(), brand: z.string(), last4: z.string() });

/** A Pix charge lives this long: its QR code is refused after it (and the sandbox will not pay it). */
export const PIX_CHARGE_TTL_MINUTES = 30;
/** Where a Pix charge stands: waiting for the payer, paid (credited once), or past its 30 minutes unpaid. */
export const PIX_STATUSES = ['pending', 'paid', 'expired'] as const;
export type PixStatus = (typeof PIX_STATUSES)[number];

/** `POST /v1/-/wallet/pix`: credits bought by Pix, in reais. */
export const walletPixBody = z.object({ credits: walletCredits });

export const walletPixCharge = z.object({
  id: z.string(),
  status: z.enum(PIX_STATUSES),
  credits: z.number(),
  currency: z.literal('BRL'),
  amountCents: z.number(),
  /** the charge's transaction id inside the BR Code (a PSP's notification names it) */
  txid: z.string(),
  /** the EMV "Pix copia e cola" text, with its CRC16 */
  brCode: z.string(),
  /** the BR Code as a QR code image (a PNG data URL) */
  qrCode: z.string(),
  createdAt: z.string(),
  /** 30 minutes after creation */
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  /** the company's balance now (raised once the charge is paid) */
  balance: z.number(),
  /** outside production: the sandbox page whose button pays the charge; null in production */
  sandboxPayUrl: z.string().nullable(),
});
export type WalletPixCharge = z.infer<typeof walletPixCharge>;

/**
 * A PSP's Pix notification as the Banco Central Pix API sends it (`POST <webhook>/pix`): one or more received Pix,
 * each naming the charge's txid; `valor` in reais with two decimals ("250.00"), `horario` an RFC 3339 time.
 */
export const pixWebhookBody = z.object({
  pix: z
    .array(
      z
        .object({
          endToEndId: z.string().min(1).max(64),
          txid: z.string().min(1).max(35).optional(),
          valor: z.string().regex(/^\d{1,10}\.\d{2}$/),
          horario: z.string().max(40),
        })
        .loose(),
    )
    .min(1)
    .max(100),
});
