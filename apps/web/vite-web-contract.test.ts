import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webContractModule } from './vite-web-contract.ts';

const CONTRACT = join(import.meta.dirname, '../../packages/contract/src');

describe('the contract as the web build sees it', () => {
  it('keeps an endpoint as its method and path: no schemas, summary or permission', () => {
    const source = [
      'const ok = z.object({ ok: z.literal(true) });',
      'export const login = defineEndpoint({',
      "  method: 'POST',",
      "  path: '/v1/auth',",
      "  summary: 'Sign in',",
      "  access: 'public',",
      '  body: loginBody,',
      '  responses: { 200: ok },',
      '});',
    ].join('\n');
    const out = webContractModule(source, 'endpoints.ts');
    expect(out).toContain("export const login = ({ method: 'POST', path: '/v1/auth' });");
    expect(out).toContain('const ok = /* @__PURE__ */ z.object');
    expect(out).not.toMatch(/loginBody|summary|responses/);
  });

  it('marks every top-level call pure, so an unused schema built by a helper is dropped', () => {
    const source = [
      "import { z } from 'zod';",
      'export const body = passwordsMatch(z.object({}));',
      'export const item = base.extend({});',
      'z.config({});',
    ].join('\n');
    const out = webContractModule(source, 'schemas.ts');
    expect(out).toContain('export const body = /* @__PURE__ */ passwordsMatch(');
    expect(out).toContain('export const item = /* @__PURE__ */ base.extend(');
    // a bare statement is a side effect (errors/zod-messages.ts) and stays one
    expect(out).toContain('\nz.config({});');
  });

  it('refuses a definition whose method or path it cannot see, instead of shipping a broken endpoint', () => {
    expect(() => webContractModule('defineEndpoint({ ...common, body })', 'endpoints.ts')).toThrow(/method and path/);
    expect(() => webContractModule('defineEndpoint(shared)', 'endpoints.ts')).toThrow(/object literal/);
  });

  it("rewrites every endpoint of the contract's endpoint files", () => {
    const files = readdirSync(CONTRACT, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('endpoints.ts'));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const source = readFileSync(join(CONTRACT, file), 'utf8');
      const out = webContractModule(source, file) ?? source;
      expect(out, file).not.toContain('defineEndpoint({');
      expect(out.match(/\(\{ method: '[A-Z]+', path: '\/v1\/[^']*' \}\)/g)?.length, file).toBe(source.match(/defineEndpoint\(\{/g)?.length);
    }
  });

  it('is not relied on for more: no web module reads a schema off an endpoint (the build drops it)', () => {
    const src = join(import.meta.dirname, 'src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    const offenders = files.filter((file) =>
      /Api\.[A-Za-z]+\.(body|query|params|responses|summary|permission|access|scope)\b/.test(readFileSync(join(src, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
