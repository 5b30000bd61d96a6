import { readdirSync } from 'node:fs';
import type { RouteObject } from 'react-router';
import type { DomainRoutes } from '../lib/routing/domain-routes.ts';
import { assembleRoutes } from './discovered-routes.tsx';

// Prints every route path of the web app, one per line (npm run --silent routes), to compare with the screens the
// product names.
// Node has no import.meta.glob: the domains are found the way app/domains.ts finds them, by their public-routes.tsx
// and routes.tsx.
const featuresDir = new URL('../features/', import.meta.url);
const domains: DomainRoutes[] = [];
const publicRoutes: RouteObject[] = [];
for (const name of readdirSync(featuresDir).sort()) {
  const files = readdirSync(new URL(`${name}/`, featuresDir));
  const load = async <T>(file: string) => ((await import(new URL(`${name}/${file}`, featuresDir).href)) as { default: T }).default;
  if (files.includes('public-routes.tsx')) publicRoutes.push(...(await load<RouteObject[]>('public-routes.tsx')));
  if (files.includes('routes.tsx')) domains.push(await load<DomainRoutes>('routes.tsx'));
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
walk(assembleRoutes(publicRoutes, domains), '', out);
process.stdout.write(`${[...out].sort().join('\n')}\n`);
