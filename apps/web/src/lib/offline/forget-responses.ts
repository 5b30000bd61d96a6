import { isPrivateRequest } from './worker-rules.ts';

/**
 * Deletes every API response any cache of this origin holds. Loaded on sign-out only (outside the sign-in's first
 * paint); the service worker precaches this file, so it loads without the network wherever a worker could have cached.
 */
export async function deletePrivateResponses(): Promise<void> {
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    const requests = await cache.keys();
    await Promise.all(requests.filter((request) => isPrivateRequest(request.url, location.origin)).map((request) => cache.delete(request)));
  }
}
