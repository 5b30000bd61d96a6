import { matchRoutes, type RouteObject } from 'react-router';

// The app's route tree, handed over by app/router.tsx at start: lib and features ask about routes without importing app/.
let table: RouteObject[] = [];

/** Called once by the app with the assembled route tree. */
export function registerRouteTable(routes: RouteObject[]): void {
  table = routes;
}

const lastMatch = (path: string) => {
  const matches = matchRoutes(table, path);
  return matches?.[matches.length - 1]?.route;
};

/** Whether a path has a screen of its own (not only the catch-all redirect); menus show only routed items. */
export function isRouted(path: string): boolean {
  const route = lastMatch(path);
  return Boolean(route && route.path !== '*');
}

/** Whether a path shows a screen, as opposed to a route that only redirects. */
function isScreen(path: string): boolean {
  const route = lastMatch(path);
  return Boolean(route && route.path !== '*' && (route.lazy || route.Component));
}

/** What a route says about its screen: `parent`, a sibling path that is its parent when the path's own parent only redirects. */
interface ScreenHandle {
  parent?: string;
}

/**
 * Back from a nested screen returns to its parent, the nearest ancestor path that is a screen
 * (redirect-only steps such as /members are skipped), or the sibling its route names (admin-center/users/:userId →
 * admin-center/users/active). Null on a top-level screen.
 */
export function parentScreenOf(pathname: string): string | null {
  const named = (lastMatch(pathname)?.handle as ScreenHandle | undefined)?.parent;
  if (named) return `${pathname.replace(/\/+$/, '').replace(/\/[^/]+$/, '')}/${named}`;
  const segments = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  for (let length = segments.length - 1; length > 0; length--) {
    const candidate = `/${segments.slice(0, length).join('/')}`;
    if (isScreen(candidate)) return candidate;
  }
  return null;
}
