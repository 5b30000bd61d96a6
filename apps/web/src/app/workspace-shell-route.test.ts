import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../lib/i18n/i18n.ts';
import { ROUTE_IDS } from '../lib/routing/route-ids.ts';
import { assembleRoutes } from './discovered-routes.tsx';
import { publicRoutes } from './domains.ts';
import { domainRoutes } from './found-domains.ts';

const find = (routes: RouteObject[], id: string): RouteObject | undefined => {
  for (const route of routes) {
    if (route.id === id) return route;
    const inner = find(route.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
};

describe('the workspace shells', () => {
  it("load the header envelope's words with their code, so the header is drawn once, with them", async () => {
    await initI18n();
    const routes = assembleRoutes(publicRoutes, domainRoutes);
    for (const id of [ROUTE_IDS.individual, ROUTE_IDS.business, ROUTE_IDS.aggregator]) {
      const asked = vi.spyOn(i18next, 'loadNamespaces');
      const lazy = find(routes, id)?.lazy;
      expect(typeof lazy, id).toBe('function');
      const loaded = await (lazy as () => Promise<RouteObject>)();
      expect(loaded.Component, id).toBeTypeOf('function');
      expect(asked.mock.calls.flat(), id).toContain('messages');
      asked.mockRestore();
    }
  });
});
