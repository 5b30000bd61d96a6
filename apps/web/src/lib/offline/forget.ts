import { isPrivateRequest } from './worker-rules.ts';

/** restore.ts's OFFLINE_DB, written again: importing it would put restore.ts in the sign-in's chunk (see restore.ts). */
const OFFLINE_DB = 'trilha-offline';

function deleteDatabase(): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB);
    // blocked: a write still has the database open; it closes after that write and the deletion goes on then
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

async function deletePrivateResponses(): Promise<void> {
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    const requests = await cache.keys();
    await Promise.all(requests.filter((request) => isPrivateRequest(request.url, location.origin)).map((request) => cache.delete(request)));
  }
}

/**
 * Sign-out (and a rejected session) leaves none of the person's data on the device (issue 29): the data kept for
 * offline reading and every cached API response go, whatever cache holds it. Imported statically by the session: it
 * must run without the network.
 */
export async function forgetOfflineData(): Promise<void> {
  const jobs: Promise<void>[] = [];
  if (typeof indexedDB !== 'undefined') jobs.push(deleteDatabase());
  if (typeof caches !== 'undefined') jobs.push(deletePrivateResponses().catch(() => undefined));
  await Promise.all(jobs);
}
