import { type DehydratedState, dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { tokenStorage } from '../session/token-storage.ts';
import { inStore, OFFLINE_KEY, OFFLINE_MAX_AGE_MS, parseSaved, type Saved } from './restore.ts';

// The data a signed-in person last read, kept on the device so it reads offline: their contents and
// pathways, their applications and what the screens around them need (the session, the workspace, positions, the
// lookups' names). Restored only without the network (at start, app/router.tsx; when it drops, offline-banner.tsx):
// online, every screen reads the server as before. Sign-out deletes it (forget.ts).

/** A burst of reads (a screen's queries) is saved once, a moment after it: short, as a person may leave at once. */
const SAVE_DELAY_MS = 200;
/** The most queries kept (the newest): enough for every screen a person reads in a week, bounded on a small phone. */
const MAX_QUERIES = 400;

/** The queries worth reading offline, by the first part of their key. */
const KEPT_ROOTS = new Set(['session', 'contents', 'applications', 'positions', 'workspace-current', 'lookups', 'profile-card']);

export const isKeptForOffline = (query: Pick<Query, 'queryKey' | 'state'>): boolean =>
  query.state.status === 'success' && KEPT_ROOTS.has(String(query.queryKey[0]));

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
    .filter((query) => at - query.state.dataUpdatedAt <= OFFLINE_MAX_AGE_MS)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, MAX_QUERIES);
}

/** Adds the cache's kept queries to what was kept (signed in only: a save after sign-out would bring the data back). */
async function saveOfflineData(queryClient: QueryClient, now = Date.now()): Promise<void> {
  if (!tokenStorage.get()) return;
  const current = dehydrate(queryClient, { shouldDehydrateQuery: isKeptForOffline });
  // read and written in one transaction: two tabs saving at once do not drop each other's queries
  await inStore<void>('readwrite', (store) => {
    const read = store.get(OFFLINE_KEY);
    read.onsuccess = () => {
      const queries = mergeKept(parseSaved(read.result as Saved | undefined)?.queries ?? [], current.queries, now);
      const saved: Saved = { savedAt: now, state: JSON.stringify({ mutations: [], queries } satisfies DehydratedState) };
      store.put(saved, OFFLINE_KEY);
    };
    return Promise.resolve();
  });
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
