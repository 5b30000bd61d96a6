import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition } from '../../../test/hiring-fixtures.ts';

let t: TestApp;
let position: string;
beforeAll(async () => {
  t = await createTestApp();
  position = await createPosition(t, await createHiringCompany(t));
});
afterAll(() => t.close());

describe('the public pages never answer 5xx to any address', () => {
  it('paths and queries with any text', async () => {
    const urls = [
      (s: string) => `/vagas/${s}`,
      (s: string) => `/vagas/${s}/${s}`,
      (s: string) => `/vagas/${position}/${s}?${s}=${s}`,
      (s: string) => `/vagas/${s}/imagem.png`,
      (s: string) => `/sitemaps/${s}`,
      (s: string) => `/sitemaps/vagas-${s}-${s}.xml`,
      (s: string) => `/sitemap.xml?${s}`,
      (s: string) => `/public-pages/style.css?v=${s}`,
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), fc.oneof(fc.string({ maxLength: 40 }), fc.integer().map(String)), async (url, value) => {
        const res = await t.request({ method: 'GET', url: url(encodeURIComponent(value)) });
        expect(res.statusCode, `${url(value)} ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 250 },
    );
  });
});
