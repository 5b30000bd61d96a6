import { matchRoutes } from 'react-router';
import { routes } from './routes.tsx';

/** Whether a path has a screen of its own (not only the catch-all redirect); menus show only routed items. */
export function isRouted(path: string): boolean {
  const matches = matchRoutes(routes, path);
  const last = matches?.[matches.length - 1];
  return Boolean(last && last.route.path !== '*');
}

/** Whether a path shows a screen, as opposed to a route that only redirects. */
function isScreen(path: string): boolean {
  const matches = matchRoutes(routes, path);
  const last = matches?.[matches.length - 1];
  return Boolean(last && last.route.path !== '*' && (last.route.lazy || last.route.Component));
}

/**
 * Spec section 2: back from a nested screen returns to its parent, the nearest ancestor path that is a screen
 * (redirect-only steps such as /members are skipped). Null on a top-level screen.
 */
export function parentScreenOf(pathname: string): string | null {
  const segments = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  for (let length = segments.length - 1; length > 0; length--) {
    const candidate = `/${segments.slice(0, length).join('/')}`;
    if (isScreen(candidate)) return candidate;
  }
  return null;
}
