import { describe, expect, it } from 'vitest';
import { backTargetOf, backTo } from './back-target.ts';
import { registerRouteTable } from './route-table.ts';

registerRouteTable([
  {
    path: '/c/:companyDomain',
    lazy: async () => ({}),
    children: [
      { path: 'members/list', lazy: async () => ({}) },
      { path: 'admin-center', lazy: async () => ({}) },
      {
        path: 'admin-center/users',
        loader: () => null,
        children: [
          { path: 'active', lazy: async () => ({}) },
          { path: ':userId', handle: { parent: 'active' }, lazy: async () => ({}) },
        ],
      },
    ],
  },
]);

describe('backTargetOf', () => {
  it('returns to the screen that opened this one', () => {
    expect(backTargetOf({ pathname: '/c/acme/members/list', state: backTo('/c/acme/admin-center') })).toBe('/c/acme/admin-center');
  });
  it('falls back to the parent screen', () => {
    expect(backTargetOf({ pathname: '/c/acme/members/list', state: null })).toBe('/c/acme');
  });
  it('goes to the sibling a screen names as its parent when its own parent only redirects (a user → the users list)', () => {
    expect(backTargetOf({ pathname: '/c/acme/admin-center/users/u1', state: null })).toBe('/c/acme/admin-center/users/active');
    expect(backTargetOf({ pathname: '/c/acme/admin-center/users/active', state: null })).toBe('/c/acme/admin-center');
  });
  it('never follows another site', () => {
    expect(backTargetOf({ pathname: '/c/acme/members/list', state: { back: '//evil.example' } })).toBe('/c/acme');
  });
});
