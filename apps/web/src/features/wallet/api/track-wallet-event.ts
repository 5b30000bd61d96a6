import { type WALLET_TRACK_EVENTS, walletApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

type TrackEvent = (typeof WALLET_TRACK_EVENTS)[number];

/** POST /v1/-/notify/track: tells the sales team what the payment screens saw; fire and forget (a failure is silent). */
export function trackWalletEvent(event: TrackEvent, data: Record<string, string | number | boolean | null> = {}): void {
  api(walletApi.trackWalletEvent, { body: { event, data } }).catch(() => undefined);
}
