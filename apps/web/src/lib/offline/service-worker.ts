import type { WorkerMessage } from './worker-rules.ts';

/** A tab left open for days still learns of a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Offers the waiting version with "Atualizar" (its words and toast load only then). */
const offer = (waiting: ServiceWorker) => void import('./update-prompt.tsx').then(({ offerUpdate }) => offerUpdate(waiting));

function watch(registration: ServiceWorkerRegistration): void {
  // the build files this page loaded before the worker controlled it: kept too, so the first visit's screens open offline
  void navigator.serviceWorker.ready.then((ready) => {
    const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
    ready.active?.postMessage({ type: 'KEEP_ASSETS', urls } satisfies WorkerMessage);
  });
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // installed while an older version controls the page: a new version, waiting for the person's word
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
    });
  });
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}

/**
 * Registers the service worker (src/sw.ts, built to /sw.js) once the page has loaded: its install downloads the app
 * shell, which must not compete with the first screen. The signed-in shell calls it (offline-banner.tsx): the
 * sign-in's first page stays within its JavaScript budget, and offline there is nothing to read signed out.
 * Production builds only.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () =>
    setTimeout(() => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(watch, () => undefined);
    }, 0);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
