import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../lib/i18n/i18n.ts';
import { domainRoutes, withDomainWords } from './found-domains.ts';

type LazyFn = () => Promise<Partial<RouteObject>>;
const Screen = () => null;

afterEach(() => vi.restoreAllMocks());

describe("a domain's routes", () => {
  it("load the domain's words beside each screen's chunk, nested routes too", async () => {
    const loadNamespaces = vi.spyOn(i18next, 'loadNamespaces').mockResolvedValue(undefined);
    const [route] = withDomainWords(
      [
        {
          path: 'skills',
          lazy: async () => ({ Component: Screen }),
          children: [{ path: 'new', lazy: async () => ({ Component: Screen }) }],
        },
      ],
      'skills',
    );
    const screen = route!.lazy as LazyFn;
    const child = route!.children![0]!.lazy as LazyFn;
    expect(await screen()).toEqual({ Component: Screen });
    await child();
    expect(loadNamespaces.mock.calls).toEqual([['skills'], ['skills']]);
  });

  it('leave a route without a lazy screen as it was', () => {
    const loader = () => null;
    expect(withDomainWords([{ path: 'old', loader }], 'skills')).toEqual([{ path: 'old', loader }]);
  });

  it('are every features/<domain>/routes.tsx the app has', () => {
    expect(domainRoutes.length).toBeGreaterThan(15);
  });
});
