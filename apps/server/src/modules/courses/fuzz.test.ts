import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSampleCatalogue, createUser } from '../../../test/factories/index.ts';
import { anyBody, fuzzBodies, fuzzPaths, get, openFuzzApp, requestsNever5xx, shaped, text } from '../../../test/fuzz.ts';
import { courses } from '../../db/schema/index.ts';
import { importCoursesCsv } from './import.ts';

const t = await openFuzzApp();
await createSampleCatalogue(t.db, t.clock.now());
const [course] = await t.db.select({ id: courses.id }).from(courses).limit(1);
const courseId = course?.id ?? '';
const user = await createUser(t, { name: 'Fuzz', phone: '11987654321' });

/** a body with some of `keys`, alone or about a real course */
const bodies = (keys: string[]) => anyBody(shaped(keys, { maxKeys: 5, bases: [{}, { course_id: courseId }] }));

describe('malformed input never produces a 5xx', () => {
  fuzzBodies(
    t,
    [
      {
        method: 'POST',
        url: '/v1/courses/search',
        bodies: bodies(['name', 'modality', 'workload', 'price', 'segment', 'provider', 'page']),
      },
      { method: 'POST', url: '/v1/courses/saved', bodies: bodies(['course_id', 'aggregator']) },
      { method: 'DELETE', url: '/v1/courses/saved', bodies: bodies(['course_id']) },
      { method: 'POST', url: '/v1/courses/enroll', bodies: bodies(['course_id', 'aggregator']) },
    ],
    { token: user.token, numRuns: 60 },
  );

  it('search filters with well-formed but arbitrary values', () =>
    requestsNever5xx(
      t,
      fc
        .record(
          {
            name: fc.string({ maxLength: 60 }),
            modality: fc.oneof(fc.constantFrom('online', 'oncampus', 'hybrid', 'bimodal', 'online_synchronous', 'indifferent'), text),
            workload: fc.constantFrom('indifferent', 'shortterm', 'longterm'),
            price: fc.constantFrom('indifferent', 'free', 'paid'),
            segment: fc.oneof(text, fc.uuid(), fc.constant(null)),
            provider: fc.oneof(text, fc.uuid(), fc.constant(null)),
            page: fc.integer({ min: -5, max: 20_000 }),
          },
          { requiredKeys: [] },
        )
        .map((payload) => ({ method: 'POST' as const, url: '/v1/courses/search', payload })),
      { token: user.token, numRuns: 150 },
    ));

  it('names with search operators and quotes', async () => {
    // the searches of the tests above are a minute behind
    t.clock.advance(60_000);
    await fc.assert(
      fc.asyncProperty(
        fc.string({
          maxLength: 60,
          unit: fc.constantFrom('a', 'ç', '&', '|', '!', '(', ')', ':', '*', '"', "'", '-', ' ', '<', '\\', '%'),
        }),
        async (name) => {
          // a person's pace, two seconds apart: 150 searches at once would meet the search throttle (60 a minute)
          t.clock.advance(2000);
          const res = await t.request({ method: 'POST', url: '/v1/courses/search', token: user.token, payload: { name } });
          expect(res.statusCode, `${name} ${res.body}`).toBe(200);
        },
      ),
      { numRuns: 150 },
    );
  });

  fuzzPaths(
    t,
    [
      (s: string) => get(`/v1/courses/details/${s}`),
      (s: string) => get(`/v1/courses/related/${s}`),
      (s: string) => get(`/v1/courses/saved?aggregator=${s}&page=${s}&limit=${s}`),
      (s: string) => get(`/v1/courses/suggestions?page=${s}`),
      (s: string) => get(`/v1/courses/enroll?page=${s}&limit=${s}`),
    ],
    { token: user.token, numRuns: 200 },
  );

  it('DELETE /v1/courses/saved with a query instead of a body', async () => {
    const res = await t.request({
      method: 'DELETE',
      url: `/v1/courses/saved?course_id=${encodeURIComponent("'; drop")}`,
      token: user.token,
    });
    expect(res.statusCode).toBe(404);
  });

  it('CSV text of any shape imports or is refused, never crashes the database', async () => {
    const header =
      'provider,provider_name,external_id,name,description,segment,modality,workload_hours,price,currency,language,url,image_url,city,state';
    const cell = fc.oneof(
      text,
      fc.string({ unit: 'binary', maxLength: 12 }).map((value) => `https://x.example/${value}`),
      fc.constantFrom('senai', 'tecnologia', 'online', '10', '0', '199.90', 'https://x.example/c', 'BRL', 'pt-BR'),
    );
    const row = fc
      .array(cell, { minLength: 0, maxLength: 16 })
      .map((cells) => cells.map((value) => `"${value.replaceAll('"', '""')}"`).join(','));
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 5 }), async (rows) => {
        const report = await importCoursesCsv(t.db, [header, ...rows].join('\n'), t.clock.now());
        expect(report.imported + report.updated + report.rejected.length).toBe(rows.filter((line) => line !== '').length);
      }),
      { numRuns: 60 },
    );
  });
});
