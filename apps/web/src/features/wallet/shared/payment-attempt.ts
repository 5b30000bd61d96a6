import { useRef } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';

interface Attempt<T> {
  key: string;
  fingerprint: string;
  memo?: T;
}

/**
 * One user attempt at paying: its `Idempotency-Key` (and what was prepared for it, e.g. a card token) lives until the
 * server answers. A retry after no answer at all (offline, timeout) resends the same key and body, so the payment is
 * made at most once; any answer, or a change of what is paid, starts a new attempt with a fresh key.
 */
export function usePaymentAttempt<T = never>() {
  const current = useRef<Attempt<T> | null>(null);
  return {
    /** the attempt for what the user is paying now (the same one while nothing changed since an unanswered try) */
    start(fingerprint: string): Attempt<T> {
      if (current.current?.fingerprint !== fingerprint) current.current = { key: crypto.randomUUID(), fingerprint };
      return current.current;
    },
    /** the call ended: keep the attempt only when the server may not have seen it */
    settle(error?: unknown) {
      if (isApiError(error) && error.status === 0) return;
      current.current = null;
    },
  };
}
