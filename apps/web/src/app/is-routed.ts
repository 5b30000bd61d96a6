import { matchRoutes } from 'react-router';
import { routes } from './routes.tsx';

/** Whether a path has a screen of its own (not only the catch-all redirect); menus show only routed items. */
export function isRouted(path: string): boolean {
  const matches = matchRoutes(routes, path);
  const last = matches?.[matches.length - 1];
  return Boolean(last && last.route.path !== '*');
}
