import { type Language, PAYMENT_METHODS, type PaymentMethod, type WalletCurrency, walletCredits } from '@trilha/contract';
import { fieldMessage } from '../../../lib/forms/field-rules.ts';

/** What the add-credits form holds: a package (its credits as text) or 'custom' with the typed amount. */
export interface OrderValues {
  choice: string;
  custom: number | string;
  currency: WalletCurrency;
  method: PaymentMethod;
}

export const CUSTOM = 'custom';

/** The credits chosen: the package's, or the custom amount as typed (validated by `amountError`). */
export const chosenCredits = (values: Pick<OrderValues, 'choice' | 'custom'>): number =>
  Number(values.choice === CUSTOM ? values.custom : values.choice);

/**
 * A custom amount is a whole number of at least 20 credits (and at most the contract's
 * ceiling). The same schema as the server, so the message is the server's: 'O valor mínimo é de 20 créditos'.
 */
export function amountError(values: Pick<OrderValues, 'choice' | 'custom'>, language: Language): string | null {
  if (values.choice !== CUSTOM) return null;
  if (values.custom === '' || values.custom === undefined) return fieldMessage('required', language);
  // the field may hold the typed text; the API takes a JSON integer only
  const result = walletCredits.safeParse(typeof values.custom === 'string' ? Number(values.custom) : values.custom);
  return result.success ? null : fieldMessage(result.error.issues[0]?.message ?? 'invalid', language);
}

/** Bank slips are paid in reais only. */
export const isSlip = (method: PaymentMethod): method is 'boleto' | 'pjbank' => method === 'boleto' || method === 'pjbank';

/** Bank slips and Pix are paid in reais only. */
export const inReaisOnly = (method: PaymentMethod) => isSlip(method) || method === 'pix';

/**
 * The ways to pay a person chooses from: one "Boleto" (the server issues it with the provider its BOLETO_PROVIDER
 * names, Stripe or PJBank), not one choice per slip provider.
 */
export const OFFERED_METHODS = PAYMENT_METHODS.filter((method) => method !== 'pjbank');
