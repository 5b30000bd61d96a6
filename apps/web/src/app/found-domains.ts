import type { RouteObject } from 'react-router';
import { i18next } from '../lib/i18n/i18n.ts';
import type { DomainRoutes, RouteSlot } from '../lib/routing/domain-routes.ts';

/** features/<domain>/routes.tsx -> <domain> */
const domainOf = (path: string) => path.replace(/^.*\/features\/([^/]+)\/routes\.tsx$/, '$1');

/**
 * A domain's screens speak its namespace (locales/<language>/<domain>.json): each of its routes loads those words
 * beside its screen's chunk, instead of after the screen first renders and asks (one round trip less on a first page).
 * A domain without its own namespace loads nothing; other namespaces still load when a screen first uses them.
 */
export function withDomainWords(routes: RouteObject[], namespace: string): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const words = () => i18next.loadNamespaces(namespace);
    return {
      ...route,
      ...(typeof lazy === 'function' ? { lazy: async () => (await Promise.all([lazy(), words()]))[0] } : {}),
      ...(children ? { children: withDomainWords(children, namespace) } : {}),
    } as RouteObject;
  });
}

/** Each features/<domain>/routes.tsx module (path -> module), its routes wrapped to load the domain's words. */
const domainRoutesOf = (modules: Record<string, { default: DomainRoutes }>): DomainRoutes[] =>
  Object.keys(modules)
    .sort()
    .map((path) => {
      const slots = Object.entries(modules[path]!.default) as [RouteSlot, RouteObject[]][];
      return Object.fromEntries(slots.map(([slot, list]) => [slot, withDomainWords(list, domainOf(path))])) as DomainRoutes;
    });

// Every features/<domain>/routes.tsx, in this module (one file with app/discovered-routes.tsx, vite.config.ts's
// found-routes group, not one request per domain): it loads on the first navigation past the public screens
// (app/router.tsx). A new domain registers itself by having the file.
export const domainRoutes: DomainRoutes[] = domainRoutesOf(
  import.meta.glob<{ default: DomainRoutes }>('../features/*/routes.tsx', { eager: true }),
);
