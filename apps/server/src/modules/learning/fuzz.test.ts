import fc from 'fast-check';
import { describe } from 'vitest';
import { createLearningCompany } from '../../../test/factories/index.ts';
import { anyBody, fuzzBodies, fuzzPaths, get, openFuzzApp, shaped } from '../../../test/fuzz.ts';
import { storePackageFiles } from './learning.service.ts';
import { demoScormPage, scormManifest } from './zip-writer.ts';

const t = await openFuzzApp();
const c = await createLearningCompany(t);
await storePackageFiles(t.deps, c.openContent, { standard: 'scorm12', title: 'Curso', launchPath: 'index.html' }, [
  { path: 'imsmanifest.xml', data: Buffer.from(scormManifest('scorm12', 'Curso', 'index.html')) },
  { path: 'index.html', data: Buffer.from(demoScormPage('Curso')) },
]);

const cmi = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.record({ core: fc.record({ lesson_status: fc.string(), score: fc.record({ raw: fc.oneof(fc.string(), fc.double()) }) }) }),
);

describe('malformed input never produces a 5xx', () => {
  fuzzBodies(
    t,
    [
      { method: 'PUT', url: `/v1/contents/${c.openContent}/runtime`, bodies: anyBody(shaped(['standard', 'cmi'], { maxKeys: 2 })) },
      {
        method: 'PUT',
        url: `/v1/contents/${c.openContent}/runtime`,
        bodies: fc.tuple(fc.constantFrom('scorm12', 'scorm2004'), cmi).map(([standard, data]) => JSON.stringify({ standard, cmi: data })),
      },
    ],
    { token: c.member.token, numRuns: 50 },
  );

  fuzzPaths(
    t,
    [
      (s: string) => get(`/v1/contents/${s}/runtime`),
      (s: string) => get(`/v1/contents/${c.openContent}/package/${s}`),
      (s: string) => get(`/v1/contents/${s}/package/index.html`),
      (s: string) => get(`/v1/learning/play/${s}/index.html`),
      (s: string) => get(`/v1/learning/play/${s}/${s}`),
    ],
    { token: c.member.token, numRuns: 150 },
  );
});
