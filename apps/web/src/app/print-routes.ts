import { readdirSync } from 'node:fs';
import type { RouteObject } from 'react-router';
import type { DomainRoutes } from '../lib/routing/domain-routes.ts';
import { assembleRoutes } from './routes.tsx';

// Prints every route path of the web app, one per line (npm run --silent routes; read by spec-coverage).
// Node has no import.meta.glob: the domains are found the way app/domains.ts finds them, by their routes.tsx.
const featuresDir = new URL('../features/', import.meta.url);
const domains: DomainRoutes[] = [];
for (const name of readdirSync(featuresDir).sort()) {
  const file = new URL(`${name}/routes.tsx`, featuresDir);
  const found = readdirSync(new URL(`${name}/`, featuresDir)).includes('routes.tsx');
  if (found) domains.push(((await import(file.href)) as { default: DomainRoutes }).default);
}

function walk(list: RouteObject[], base: string, out: Set<string>): void {
  for (const route of list) {
    const path = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
    if (route.path !== undefined && route.path !== '*' && !route.path.endsWith('/*')) out.add(path || '/');
    if (route.index) out.add(base || '/');
    if (route.children) walk(route.children, path, out);
  }
}

const out = new Set<string>();
walk(assembleRoutes(domains), '', out);
process.stdout.write(`${[...out].sort().join('\n')}\n`);
