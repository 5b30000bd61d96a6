import type { RouteObject } from 'react-router';
import { routes } from './routes.tsx';

// Prints every route path of the web app, one per line (npm run --silent routes; read by spec-coverage).
function walk(list: RouteObject[], base: string, out: Set<string>): void {
  for (const route of list) {
    const path = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
    if (route.path !== undefined && route.path !== '*' && !route.path.endsWith('/*')) out.add(path || '/');
    if (route.index) out.add(base || '/');
    if (route.children) walk(route.children, path, out);
  }
}

const out = new Set<string>();
walk(routes, '', out);
process.stdout.write(`${[...out].sort().join('\n')}\n`);
