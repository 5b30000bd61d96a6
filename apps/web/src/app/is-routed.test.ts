import { describe, expect, it } from 'vitest';
import { parentScreenOf } from './is-routed.ts';

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
