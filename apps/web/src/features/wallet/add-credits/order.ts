import type { PaymentMethod, WalletCurrency } from '@trilha/contract';
import { trackWalletEvent } from '../api/track-wallet-event.ts';

/** What the user is buying, once the amount is valid. */
export interface Order {
  credits: number;
  currency: WalletCurrency;
  method: PaymentMethod;
}

/** "purchase started": reported when the user pays, whatever the outcome (fire and forget). */
export const trackCheckout = (order: Order) =>
  trackWalletEvent('checkout_started', { method: order.method, credits: order.credits, currency: order.currency });
