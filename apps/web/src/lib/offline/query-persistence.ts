import { type DehydratedState, dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { tokenStorage } from '../session/token-storage.ts';
import { OFFLINE_DB } from './forget.ts';

// The data a signed-in person last read, kept on the device so it reads offline (issue 29): their contents and
// pathways, their applications and what the screens around them need (the session, the workspace, positions, the
// lookups' names). Restored only without the network (at start, app/router.tsx; when it drops, offline-banner.tsx):
// online, every screen reads the server as before. Sign-out deletes it (forget.ts).

const STORE = 'queries';
const KEY = 'cache';
/** Older than this, kept data is not shown: a week-old application status misleads more than it helps. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const SAVE_DELAY_MS = 1000;

/** The queries worth reading offline, by the first part of their key. */
const KEPT_ROOTS = new Set(['session', 'contents', 'applications', 'positions', 'workspace-current', 'lookups', 'profile-card']);

export const isKeptForOffline = (query: Pick<Query, 'queryKey' | 'state'>): boolean =>
  query.state.status === 'success' && KEPT_ROOTS.has(String(query.queryKey[0]));

interface Saved {
  savedAt: number;
  /** DehydratedState as JSON: a value the structured clone cannot take (a Blob, a function) never breaks the save */
  state: string;
}

function inStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(OFFLINE_DB, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      // a sign-out deleting the database waits for no one
      db.onversionchange = () => db.close();
      const transaction = db.transaction(STORE, mode);
      const request = run(transaction.objectStore(STORE));
      transaction.oncomplete = () => {
        db.close();
        resolve(request.result);
      };
      transaction.onerror = transaction.onabort = () => {
        db.close();
        reject(transaction.error);
      };
    };
  });
}

/** Writes the kept queries now (signed in only: a save after sign-out would bring the data back). */
export async function saveOfflineData(queryClient: QueryClient, now = Date.now()): Promise<void> {
  if (!tokenStorage.get()) return;
  const state = dehydrate(queryClient, { shouldDehydrateQuery: isKeptForOffline });
  const saved: Saved = { savedAt: now, state: JSON.stringify(state) };
  await inStore('readwrite', (store) => store.put(saved, KEY));
}

/** Puts the kept data back into the cache; a query the cache holds newer keeps its own. */
export async function restoreOfflineData(queryClient: QueryClient, now = Date.now()): Promise<void> {
  if (typeof indexedDB === 'undefined' || !tokenStorage.get()) return;
  const saved = (await inStore<Saved | undefined>('readonly', (store) => store.get(KEY))) ?? null;
  if (!saved || now - saved.savedAt > MAX_AGE_MS) return;
  hydrate(queryClient, JSON.parse(saved.state) as DehydratedState);
}

/** Saves the kept queries a moment after each change to them, until the returned function is called. */
export function keepForOffline(queryClient: QueryClient): () => void {
  if (typeof indexedDB === 'undefined') return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isKeptForOffline(event.query) || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void saveOfflineData(queryClient).catch(() => undefined);
    }, SAVE_DELAY_MS);
  });
  // what is in the cache already (the screens read before this started)
  void saveOfflineData(queryClient).catch(() => undefined);
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
