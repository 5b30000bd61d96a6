// What the service worker (src/sw.ts) and the page (service-worker.ts, sign-out) agree on: the caches' names, which
// requests the worker serves, and the messages the page sends it. No browser API here: imported by both sides.

/** The build files (a screen's code, its words, fonts) kept the first time they are fetched. */
export const ASSETS_CACHE = 'trilha-assets';

/** Paths the server answers itself (not the SPA): a navigation there goes to the network, never to the app shell. */
export const SERVER_PAGES: RegExp[] = [
  /^\/v1(\/|$)/,
  /^\/docs(\/|$)/,
  // public position pages and their preview images, drawn by the server for visitors and search engines
  /^\/vagas\//,
  /^\/public-pages\//,
  /^\/sitemap\.xml$/,
  /^\/sitemaps\//,
  /^\/robots\.txt$/,
  /^\/metrics$/,
  /^\/sandbox-pay\//,
];

/** A hashed file of the build (vite's /assets/): the same name always holds the same bytes. */
export const isAppAsset = (pathname: string): boolean => /^\/assets\/[^/]+\.(js|css|woff2)$/.test(pathname);

/** A request that reads the signed-in person's data: cached nowhere after sign-out. */
export const isPrivateRequest = (url: string, origin: string): boolean => {
  const parsed = new URL(url, origin);
  return parsed.origin === origin && /^\/v1(\/|$)/.test(parsed.pathname);
};

export type WorkerMessage =
  | { type: 'SKIP_WAITING' }
  | { type: 'KEEP_ASSETS'; urls: string[] }
  // a page the active worker does not control yet (it loaded while the worker was installing) asks to be taken
  | { type: 'CLAIM' };
