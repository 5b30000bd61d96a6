import type { WalletCurrency, WalletRates } from '@trilha/contract';

/** An amount in cents as the locale writes money: "R$ 250,00", "US$ 50.00". */
export const formatMoney = (cents: number, currency: WalletCurrency, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

/** A count of credits with the locale's grouping: "1.250". */
export const formatCredits = (credits: number, locale: string) => new Intl.NumberFormat(locale).format(credits);

/** What `credits` cost in `currency` by the rates, or null when the currency has no price. */
export function priceOf(rates: Pick<WalletRates, 'prices'>, credits: number, currency: WalletCurrency): number | null {
  const price = rates.prices.find((p) => p.currency === currency);
  return price ? price.creditPriceCents * credits : null;
}
