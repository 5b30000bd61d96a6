import { beforeAll, describe, expect, it } from 'vitest';
import { isRouted, parentScreenOf, registerRouteTable } from '../lib/routing/route-table.ts';
import { assembleRoutes } from './discovered-routes.tsx';
import { publicRoutes } from './domains.ts';
import { domainRoutes } from './found-domains.ts';

// The app's real table: the domains' routes assembled as the router has them once found.
beforeAll(() => registerRouteTable(assembleRoutes(publicRoutes, domainRoutes)));

describe('parentScreenOf (back returns to the parent screen)', () => {
  it('skips redirect-only steps', () => {
    expect(parentScreenOf('/c/acme/members/list')).toBe('/c/acme');
    expect(parentScreenOf('/p/vagas-nordeste/members/invites')).toBe('/p/vagas-nordeste');
    expect(parentScreenOf('/c/acme/workspace/123/contents')).toBe('/c/acme');
  });
  it('goes one level up where the parent is a screen', () => {
    expect(parentScreenOf('/c/acme/customizations')).toBe('/c/acme');
    expect(parentScreenOf('/c/acme/admin-center')).toBe('/c/acme');
  });
  it('has no parent on a home', () => {
    expect(parentScreenOf('/c/acme')).toBeNull();
    expect(parentScreenOf('/my')).toBeNull();
  });
});

describe('isRouted (menus show only screens that exist)', () => {
  it('knows the screens of every domain', () => {
    expect(isRouted('/login')).toBe(true);
    expect(isRouted('/account/settings')).toBe(true);
    expect(isRouted('/c/acme/members/list')).toBe(true);
    expect(isRouted('/dev/mailbox')).toBe(true);
  });
  it('does not count the catch-all redirects', () => {
    expect(isRouted('/c/acme/no-such-screen')).toBe(false);
    expect(isRouted('/newaccount/welcome')).toBe(true);
    expect(isRouted('/account/no-such-section')).toBe(false);
  });
});
