// The service worker, built by vite-plugin-pwa (injectManifest, vite.config.ts) into dist/sw.js.
// - The app shell (index.html, the entry's scripts and styles, the icons) is precached: a navigation to any screen of
//   the app opens offline, and a reload too.
// - Every other script, stylesheet and font of the build (a screen's code, its words) is kept the first time it is
//   fetched: a screen visited once opens again offline. The page also sends what it loaded before this worker
//   controlled it (lib/offline/service-worker.ts), so the first visit's screens count.
// - The API (/v1) is never cached here: the data a person read offline is the query cache kept by
//   lib/offline/query-persistence.ts, dropped at sign-out with every cached private response.
// - A new version waits until the person chooses "Atualizar" (registerType 'prompt'): it is never swapped in silently.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ASSETS_CACHE, isAppAsset, SERVER_PAGES, type WorkerMessage } from './lib/offline/worker-rules.ts';

/** What this file uses of a service worker's global scope (the web's TypeScript settings know the window only). */
interface WorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'message', listener: (event: { data: unknown; waitUntil(promise: Promise<unknown>): void }) => void): void;
}
const worker = self as unknown as WorkerScope;

// written as self.__WB_MANIFEST: the build looks for those words to put the precache list in
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();
// the first install takes the open pages at once (there is no older version to wait for)
clientsClaim();

// Every screen of the app is index.html (the SPA routes it); the server's own pages (public position pages, sitemaps,
// the API reference) and the API are left to the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PAGES }));

// The build's hashed files never change under one name: the cached copy is always right.
const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  // a few versions' worth; the oldest go first, and all of them if the device runs out of room
  plugins: [new ExpirationPlugin({ maxEntries: 1500, purgeOnQuotaError: true })],
});
registerRoute(({ url, sameOrigin }) => sameOrigin && isAppAsset(url.pathname), assets);

/** Keeps the build files the page loaded before this worker controlled it (the first visit's screens). */
async function keep(urls: string[]): Promise<void> {
  const cache = await caches.open(ASSETS_CACHE);
  const { origin } = location;
  await Promise.all(
    urls
      .map((url) => new URL(url, origin))
      .filter((url) => url.origin === origin && isAppAsset(url.pathname))
      .map(async (url) => {
        if (await caches.match(url.href)) return;
        const response = await fetch(url.href).catch(() => null);
        if (response?.ok) await cache.put(url.href, response);
      }),
  );
}

worker.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | null;
  if (message?.type === 'SKIP_WAITING') void worker.skipWaiting();
  else if (message?.type === 'KEEP_ASSETS') event.waitUntil(keep(message.urls));
  // clientsClaim() above takes the pages open when this worker activates; a page whose navigation started while it was
  // still installing becomes a client only after that, and would stay uncontrolled until a reload (its screens' code
  // never kept, so they would not open offline)
  else if (message?.type === 'CLAIM') event.waitUntil(worker.clients.claim());
});
