import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('follows same-site paths', () => {
    expect(safeRedirect('/c/acme/members/list?x=1')).toBe('/c/acme/members/list?x=1');
    expect(safeRedirect('/account/settings#senha')).toBe('/account/settings#senha');
  });
  it('refuses other sites and missing values', () => {
    expect(safeRedirect('//evil.example/x')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(null, '/c/acme')).toBe('/c/acme');
    expect(safeRedirect('')).toBe('/');
  });
  it('refuses the backslash, tab and newline variants browsers turn into another site', () => {
    for (const crafted of [
      '/\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/%0a',
      '/a\u0000b',
    ]) {
      const result = safeRedirect(crafted);
      expect(result === '/' || result === crafted, crafted).toBe(true);
      expect(new URL(result, 'http://trilha.test').host, crafted).toBe('trilha.test');
    }
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('/\t/evil.example')).toBe('/');
    expect(safeRedirect('/\n/evil.example')).toBe('/');
  });
});
