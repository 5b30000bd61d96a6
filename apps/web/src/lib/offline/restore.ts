import { type DehydratedState, hydrate, onlineManager, type QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@trilha/contract';

// Reading the data kept for offline (query-persistence.ts writes it), for app/router.tsx when the app starts offline
// and for lib/session/session.ts when it starts with no answer from the server (keptSession).
// This module imports nothing of the app: the router awaits it at its top level, and a module of the router's own
// chunk imported here would wait for the router to finish, which waits for this (a blank page offline). So the
// database's names are written here, and query-persistence.ts and forget.ts take them from here.

export const OFFLINE_DB = 'trilha-offline';
export const OFFLINE_STORE = 'queries';
export const OFFLINE_KEY = 'cache';
/** Older than this, kept data is not shown: a week-old application status misleads more than it helps. */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface Saved {
  savedAt: number;
  /** DehydratedState as JSON: a value the structured clone cannot take (a Blob, a function) never breaks the save */
  state: string;
}

export const parseSaved = (saved: Saved | undefined): DehydratedState | null => {
  try {
    return saved ? (JSON.parse(saved.state) as DehydratedState) : null;
  } catch {
    return null;
  }
};

/** Runs `run` in one transaction of the store, the database closed after it. */
export function inStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T> | Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(OFFLINE_DB, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(OFFLINE_STORE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      // a sign-out deleting the database waits for no one
      db.onversionchange = () => db.close();
      const transaction = db.transaction(OFFLINE_STORE, mode);
      const request = run(transaction.objectStore(OFFLINE_STORE));
      transaction.oncomplete = () => {
        db.close();
        if (request instanceof IDBRequest) resolve(request.result);
        else resolve(request);
      };
      transaction.onerror = transaction.onabort = () => {
        db.close();
        reject(transaction.error);
      };
    };
  });
}

/** Puts the kept data back into the cache (the caller checks there is a session); a query the cache holds newer keeps its own. */
export async function restoreOfflineData(queryClient: QueryClient, now = Date.now()): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const state = parseSaved(await inStore<Saved | undefined>('readonly', (store) => store.get(OFFLINE_KEY)));
  if (!state) return;
  hydrate(queryClient, { mutations: [], queries: state.queries.filter((query) => now - query.state.dataUpdatedAt <= OFFLINE_MAX_AGE_MS) });
}

/** How often a device taken for offline asks whether the server answers again. */
const PROBE_MS = 5_000;
let probe: ReturnType<typeof setInterval> | undefined;

/**
 * The device says it is online but nothing answers ("lie-fi": a metro tunnel, a captive portal, a prepaid plan run
 * out): the app starts as it does offline. The data kept on the device comes back, reads wait for the
 * network instead of failing, the offline banner shows, and the server's liveness is asked every few seconds: the
 * browser's own "online" event never comes, since for the browser the network never went. Answers the session kept
 * on the device, if any.
 */
export async function keptSession(queryClient: QueryClient): Promise<SessionUser | undefined> {
  await restoreOfflineData(queryClient).catch(() => undefined);
  onlineManager.setOnline(false);
  if (!probe) probe = setInterval(askServer, PROBE_MS);
  return queryClient.getQueryData<SessionUser>(['session']);
}

/** Back online as soon as the server's liveness answers. */
function askServer(): void {
  void fetch('/v1/health/live', { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) return;
      clearInterval(probe);
      probe = undefined;
      onlineManager.setOnline(true);
    })
    .catch(() => undefined);
}
