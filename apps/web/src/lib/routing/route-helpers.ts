import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';

type PageModule = { default: React.ComponentType };
type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** A script chunk that has not loaded after 120 s is an error (shown by the route's error boundary). */
const CHUNK_TIMEOUT_MS = 120_000;

/** A failed load is tried again after these pauses (a moment's network loss); then the screen says so. */
const CHUNK_RETRY_DELAYS_MS = [500, 1500];

/**
 * A screen's code that could not be loaded, even after the retries: the route's error boundary (lib/ui/route-error.tsx)
 * says so in words and offers to reload, never "Algo deu errado".
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

function once<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('chunk load timeout')), timeoutMs);
  });
  return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
}

/** Loads a screen's code, trying again after a failure; a load that outlasts the timeout is not tried again. */
export async function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
  retryDelaysMs = CHUNK_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await once(load, timeoutMs);
    } catch (error) {
      if (error instanceof ChunkLoadError) throw error;
      const delay = retryDelaysMs[attempt];
      if (delay === undefined) throw new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error });
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** A route screen loaded on demand (every route is its own chunk). */
export const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await withChunkTimeout(load)).default }),
});

/**
 * A route screen that speaks a namespace besides its domain's (those load with every route of the domain,
 * app/found-domains.ts): its words load beside its chunk, so it does not render once without them and suspend.
 */
export const pageSpeaking = (namespace: string, load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const words = import('../i18n/i18n.ts').then(({ i18next }) => i18next.loadNamespaces(namespace));
    const [module] = await Promise.all([withChunkTimeout(load), words]);
    return { Component: module.default };
  },
});

/** A guard loader, itself loaded on demand so route tables stay import-light. */
export const guard =
  <M extends Record<N, Loader>, N extends keyof M & string>(load: () => Promise<M>, name: N) =>
  async (args: LoaderFunctionArgs): Promise<unknown> =>
    (await withChunkTimeout(load))[name](args);

/** A route that only redirects. */
export const to = (path: string) => () => redirect(path);

/** A route that redirects to one of its own sub-paths (e.g. /members -> /members/list). */
export const toChild =
  (child: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(`${new URL(request.url).pathname.replace(/\/$/, '')}/${child}`);

/**
 * The catch-all of a part of the app: a path with no screen (yet) goes to `path` and says why, instead of a
 * silent redirect. The toast is loaded on demand so route tables stay import-light.
 */
export const notAvailable = (path: string | ((args: LoaderFunctionArgs) => string)) => async (args: LoaderFunctionArgs) => {
  const [{ toast }, { i18next }] = await Promise.all([import('../ui/toast.ts'), import('../i18n/i18n.ts')]);
  toast.info(i18next.t('common:errors.notAvailable'));
  return redirect(typeof path === 'string' ? path : path(args));
};
