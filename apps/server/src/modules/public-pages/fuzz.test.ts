import fc from 'fast-check';
import { describe } from 'vitest';
import { createHiringCompany, createPosition } from '../../../test/factories/index.ts';
import { fuzzPaths, get, openFuzzApp } from '../../../test/fuzz.ts';

const t = await openFuzzApp();
const position = await createPosition(t, await createHiringCompany(t));

describe('the public pages never answer 5xx to any address', () => {
  fuzzPaths(
    t,
    [
      (s: string) => get(`/vagas/${s}`),
      (s: string) => get(`/vagas/${s}/${s}`),
      (s: string) => get(`/vagas/${position}/${s}?${s}=${s}`),
      (s: string) => get(`/vagas/${s}/imagem.png`),
      (s: string) => get(`/sitemaps/${s}`),
      (s: string) => get(`/sitemaps/vagas-${s}-${s}.xml`),
      (s: string) => get(`/sitemap.xml?${s}`),
      (s: string) => get(`/public-pages/style.css?v=${s}`),
    ],
    { values: fc.oneof(fc.string({ maxLength: 40 }), fc.integer().map(String)).map(encodeURIComponent), numRuns: 250 },
  );
});
