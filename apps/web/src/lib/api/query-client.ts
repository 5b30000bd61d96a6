import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** A read the server could not answer for now (503: the database restarts) is tried this many times. */
const UNAVAILABLE_RETRIES = 5;

/**
 * Reads are retried when the failure is not the request's fault: a lost connection or a 5xx twice, a 503
 * (service.unavailable, with Retry-After) up to five times a few seconds apart, so a database restart reads as a
 * short wait and the screen's message, not an error page. A 4xx is never retried.
 */
export function shouldRetryRead(count: number, error: unknown): boolean {
  if (isApiError(error) && error.status === 503) return count < UNAVAILABLE_RETRIES;
  return !(isApiError(error) && error.status > 0 && error.status < 500) && count < 2;
}

/** 1 s, 2 s, 4 s, then 5 s (the server's Retry-After) between tries. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 5000);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: shouldRetryRead,
      retryDelay,
    },
  },
});

// TanStack Query learns of the network from the browser's online and offline events, which a page started without the
// network never gets: told at start, its reads wait for the network instead of failing (lib/offline/).
// (not in Node, where apps/web/prerender.mjs draws the sign-in)
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
