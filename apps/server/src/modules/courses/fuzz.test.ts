import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { courses } from '../../db/schema/index.ts';
import { importCoursesCsv } from './import.ts';
import { createSampleCatalogue } from './test-fixtures.ts';

let t: TestApp;
let user: TestUser;
let courseId: string;
beforeAll(async () => {
  t = await createTestApp();
  await createSampleCatalogue(t.db, t.clock.now());
  const [course] = await t.db.select({ id: courses.id }).from(courses).limit(1);
  courseId = course?.id ?? '';
  user = await createUser(t, { name: 'Fuzz', phone: '11987654321' });
});
afterAll(() => t.close());

const json = fc.jsonValue({ maxDepth: 3 });
const text = fc.string({ maxLength: 40 });
const shaped = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys, 'extra'), json, { maxKeys: 5 });
const bodies = (keys: string[]) =>
  fc.oneof(
    json.map((value) => JSON.stringify(value)),
    shaped(keys).map((value) => JSON.stringify(value)),
    shaped(keys).map((value) => JSON.stringify({ course_id: courseId, ...value })),
    text,
  );

const FILTER_KEYS = ['name', 'modality', 'workload', 'price', 'segment', 'provider', 'page'];
const ENDPOINTS: { method: 'POST' | 'DELETE'; url: string; keys: string[] }[] = [
  { method: 'POST', url: '/v1/courses/search', keys: FILTER_KEYS },
  { method: 'POST', url: '/v1/courses/saved', keys: ['course_id', 'aggregator'] },
  { method: 'DELETE', url: '/v1/courses/saved', keys: ['course_id'] },
  { method: 'POST', url: '/v1/courses/enroll', keys: ['course_id', 'aggregator'] },
];

describe('malformed input never produces a 5xx', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.url}`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(endpoint.keys), async (payload) => {
          const res = await t.request({
            method: endpoint.method,
            url: endpoint.url,
            token: user.token,
            headers: { 'content-type': 'application/json' },
            payload,
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
        }),
        { numRuns: 60 },
      );
    });
  }

  it('search filters with well-formed but arbitrary values', async () => {
    const filter = fc.record(
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
    );
    await fc.assert(
      fc.asyncProperty(filter, async (payload) => {
        const res = await t.request({ method: 'POST', url: '/v1/courses/search', token: user.token, payload });
        expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

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

  it('paths and queries with any text', async () => {
    const urls = [
      (s: string) => `/v1/courses/details/${s}`,
      (s: string) => `/v1/courses/related/${s}`,
      (s: string) => `/v1/courses/saved?aggregator=${s}&page=${s}&limit=${s}`,
      (s: string) => `/v1/courses/suggestions?page=${s}`,
      (s: string) => `/v1/courses/enroll?page=${s}&limit=${s}`,
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), text, async (url, value) => {
        const res = await t.request({ method: 'GET', url: url(encodeURIComponent(value)), token: user.token });
        expect(res.statusCode, `${url(value)} ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
    const deleteByQuery = await t.request({
      method: 'DELETE',
      url: `/v1/courses/saved?course_id=${encodeURIComponent("'; drop")}`,
      token: user.token,
    });
    expect(deleteByQuery.statusCode).toBe(404);
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
