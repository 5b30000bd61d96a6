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
/** A burst of reads (a screen's queries) is saved once, a moment after it: short, as a person may leave at once. */
const SAVE_DELAY_MS = 200;
/** The most queries kept (the newest): enough for every screen a person reads in a week, bounded on a small phone. */
const MAX_QUERIES = 400;

/** The queries worth reading offline, by the first part of their key. */
const KEPT_ROOTS = new Set(['session', 'contents', 'applications', 'positions', 'workspace-current', 'lookups', 'profile-card']);

export const isKeptForOffline = (query: Pick<Query, 'queryKey' | 'state'>): boolean =>
  query.state.status === 'success' && KEPT_ROOTS.has(String(query.queryKey[0]));

interface Saved {
  savedAt: number;
  /** DehydratedState as JSON: a value the structured clone cannot take (a Blob, a function) never breaks the save */
  state: string;
}

type KeptQuery = DehydratedState['queries'][number];

/**
 * What was kept before and what the cache holds now, one entry per query: the newer fetch wins, a week-old one goes,
 * and the newest MAX_QUERIES stay. A reload starts with an empty cache: the screens read before it must not be lost.
 */
export function mergeKept(before: KeptQuery[], now: KeptQuery[], at: number): KeptQuery[] {
  const byHash = new Map(before.map((query) => [query.queryHash, query]));
  for (const query of now) {
    const kept = byHash.get(query.queryHash);
    if (!kept || kept.state.dataUpdatedAt <= query.state.dataUpdatedAt) byHash.set(query.queryHash, query);
  }
  return [...byHash.values()]
    .filter((query) => at - query.state.dataUpdatedAt <= MAX_AGE_MS)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, MAX_QUERIES);
}

const parse = (saved: Saved | undefined): DehydratedState | null => {
  try {
    return saved ? (JSON.parse(saved.state) as DehydratedState) : null;
  } catch {
    return null;
  }
};

function inStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T> | Promise<T>): Promise<T> {
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

/** Adds the cache's kept queries to what was kept (signed in only: a save after sign-out would bring the data back). */
export async function saveOfflineData(queryClient: QueryClient, now = Date.now()): Promise<void> {
  if (!tokenStorage.get()) return;
  const current = dehydrate(queryClient, { shouldDehydrateQuery: isKeptForOffline });
  // read and written in one transaction: two tabs saving at once do not drop each other's queries
  await inStore<void>('readwrite', (store) => {
    const read = store.get(KEY);
    read.onsuccess = () => {
      const queries = mergeKept(parse(read.result as Saved | undefined)?.queries ?? [], current.queries, now);
      const saved: Saved = { savedAt: now, state: JSON.stringify({ mutations: [], queries } satisfies DehydratedState) };
      store.put(saved, KEY);
    };
    return Promise.resolve();
  });
}

/** Puts the kept data back into the cache; a query the cache holds newer keeps its own. */
export async function restoreOfflineData(queryClient: QueryClient, now = Date.now()): Promise<void> {
  if (typeof indexedDB === 'undefined' || !tokenStorage.get()) return;
  const saved = await inStore<Saved | undefined>('readonly', (store) => store.get(KEY));
  const state = parse(saved);
  if (!state) return;
  hydrate(queryClient, { mutations: [], queries: state.queries.filter((query) => now - query.state.dataUpdatedAt <= MAX_AGE_MS) });
}

/** Saves the kept queries a moment after each change to them, until the returned function is called. */
export function keepForOffline(queryClient: QueryClient): () => void {
  if (typeof indexedDB === 'undefined') return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    void saveOfflineData(queryClient).catch(() => undefined);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isKeptForOffline(event.query) || timer) return;
    timer = setTimeout(save, SAVE_DELAY_MS);
  });
  // a save still waiting when the page goes (a reload, another address): now
  const leaving = () => {
    if (timer) save();
  };
  window.addEventListener('pagehide', leaving);
  // what is in the cache already (the screens read before this started)
  save();
  return () => {
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('pagehide', leaving);
  };
}
