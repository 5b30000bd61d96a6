import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('follows same-site paths', () => {
    expect(safeRedirect('/c/acme/members/list?x=1')).toBe('/c/acme/members/list?x=1');
  });
  it('refuses other sites and missing values', () => {
    expect(safeRedirect('//evil.example/x')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(null, '/c/acme')).toBe('/c/acme');
  });
});
