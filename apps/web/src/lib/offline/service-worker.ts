import type { WorkerMessage } from './worker-rules.ts';

/** A tab left open for days still learns of a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Offers the waiting version with "Atualizar" (its words and toast load only then). */
const offer = (waiting: ServiceWorker) => void import('./update-prompt.tsx').then(({ offerUpdate }) => offerUpdate(waiting));

/**
 * Once the worker is active: a page it does not control asks to be taken (it loaded while the worker was installing,
 * after the worker's activation had taken the pages open then), and the build files the page loaded before the worker
 * controlled it are kept too, so the first visit's screens open offline. `loaded` lists them when the worker is ready.
 */
export async function takeOver(container: Pick<ServiceWorkerContainer, 'ready' | 'controller'>, loaded: () => string[]): Promise<void> {
  const { active } = await container.ready;
  if (!active) return;
  if (!container.controller) active.postMessage({ type: 'CLAIM' } satisfies WorkerMessage);
  active.postMessage({ type: 'KEEP_ASSETS', urls: loaded() } satisfies WorkerMessage);
}

function watch(registration: ServiceWorkerRegistration): void {
  void takeOver(navigator.serviceWorker, () => performance.getEntriesByType('resource').map((entry) => entry.name));
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
