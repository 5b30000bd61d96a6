import type { createBrowserRouter } from 'react-router';
import { languageStorage, tokenStorage } from '../session/token-storage.ts';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * The server may send a screen already drawn inside #root (dist/login.html, apps/web/prerender.mjs): the sign-in
 * screen in pt-BR with the platform's theme, its inputs disabled. It is kept, and the app renders over it only once
 * its own screen is ready (no skeleton flash in between), when it is what this visitor would see; otherwise
 * (a stored session or language, a portal's ?theme=) the app starts as usual and its first render replaces it.
 */
export async function takeOverPrerendered(root: HTMLElement, router: AppRouter): Promise<void> {
  const prerendered = root.dataset.prerendered;
  if (!prerendered) return;
  const { pathname, search } = window.location;
  const stored = languageStorage.get();
  const same =
    pathname === prerendered && !new URLSearchParams(search).has('theme') && !tokenStorage.get() && (!stored || stored === 'pt-BR');
  if (same) await initialized(router);
  // React clears the container itself when it commits its first screen, so nothing blank is painted in between.
  root.removeAttribute('data-prerendered');
  root.removeAttribute('aria-busy');
}

function initialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
