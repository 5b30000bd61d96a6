/** restore.ts's OFFLINE_DB, written again: importing it would put restore.ts in the sign-in's chunk (see restore.ts). */
const OFFLINE_DB = 'trilha-offline';

function deleteDatabase(): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB);
    // blocked: a write still has the database open; it closes after that write and the deletion goes on then
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/**
 * Sign-out (and a rejected session) leaves none of the person's data on the device: the data kept for
 * offline reading and every cached API response go, whatever cache holds it. Imported statically by the session: it
 * must run without the network; the cache part comes from a file the service worker precaches.
 */
export async function forgetOfflineData(): Promise<void> {
  const jobs: Promise<void>[] = [];
  if (typeof indexedDB !== 'undefined') jobs.push(deleteDatabase());
  if (typeof caches !== 'undefined')
    jobs.push(import('./forget-responses.ts').then(({ deletePrivateResponses }) => deletePrivateResponses()).catch(() => undefined));
  await Promise.all(jobs);
}
