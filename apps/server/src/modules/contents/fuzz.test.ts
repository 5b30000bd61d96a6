import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { createContentsTestApp, createLearningCompany, type LearningCompany } from './test-fixtures.ts';

let t: TestApp;
let c: LearningCompany;
beforeAll(async () => {
  t = await createContentsTestApp();
  c = await createLearningCompany(t);
});
afterAll(() => t.close());

const json = fc.jsonValue({ maxDepth: 3 });
const text = fc.string({ maxLength: 40 });
const shaped = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys, 'extra'), json, { maxKeys: 5 });
const bodies = (keys: string[]) =>
  fc.oneof(
    json.map((value) => JSON.stringify(value)),
    shaped(keys).map((value) => JSON.stringify(value)),
    shaped(keys).map((value) => JSON.stringify({ workspaceId: c.id, ...value })),
    text,
  );

const CONTENT_KEYS = [
  'type',
  'title',
  'description',
  'link',
  'language',
  'duration',
  'durationUnit',
  'level',
  'skills',
  'private',
  'public',
  'publishToProfile',
  'coverImageUrl',
];
const ENDPOINTS: { method: 'POST' | 'PATCH'; name: string; url: () => string; keys: string[] }[] = [
  { method: 'POST', name: '/v1/contents', url: () => '/v1/contents', keys: CONTENT_KEYS },
  { method: 'POST', name: '/v1/contents/:id', url: () => `/v1/contents/${c.privateContent}`, keys: CONTENT_KEYS },
  { method: 'POST', name: '/v1/lists', url: () => '/v1/lists', keys: ['title', 'description', 'skills', 'contents', 'private'] },
  {
    method: 'POST',
    name: '/v1/lists/:id',
    url: () => `/v1/lists/${c.privateList}`,
    keys: ['title', 'description', 'skills', 'contents', 'private'],
  },
  { method: 'POST', name: '/v1/myself/contents/access', url: () => '/v1/myself/contents/access', keys: ['contentId'] },
  { method: 'POST', name: '/v1/contents/:id/interaction', url: () => `/v1/contents/${c.openContent}/interaction`, keys: ['interaction'] },
  { method: 'POST', name: '/v1/lists/:id/interaction', url: () => `/v1/lists/${c.openList}/interaction`, keys: ['interaction'] },
  { method: 'POST', name: '/v1/contents/:id/lists', url: () => `/v1/contents/${c.openContent}/lists`, keys: ['lists'] },
];

describe('malformed input never produces a 5xx', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.name}`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(endpoint.keys), async (payload) => {
          const res = await t.request({
            method: endpoint.method,
            url: endpoint.url(),
            token: c.owner.token,
            headers: { 'content-type': 'application/json' },
            payload,
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
        }),
        { numRuns: 50 },
      );
    });
  }

  it('paths and queries with any text', async () => {
    const urls = [
      (s: string) => `/v1/contents/${s}`,
      (s: string) => `/v1/lists/${s}`,
      (s: string) => `/v1/contents/user/${s}?filter=${s}&order=${s}&page=${s}`,
      (s: string) => `/v1/contents/lists/${s}`,
      (s: string) => `/v1/contents/workspace/${s}?filter=${s}&limit=${s}&page=${s}`,
      (s: string) => `/v1/contents/workspace/${s}/skills`,
      (s: string) => `/v1/lists/workspace/${s}?page=${s}`,
      (s: string) => `/v1/lists/user/${s}`,
      (s: string) => `/v1/myself/contents?filter=${s}&workspaceId=${s}&page=${s}`,
      (s: string) => `/v1/myself/lists?filter=${s}&workspaceId=${s}`,
      (s: string) => `/v1/myself/lists/owned?workspaceId=${s}`,
      (s: string) => `/v1/myself/saves?workspaceId=${s}`,
      (s: string) => `/v1/discovery?query=${s}&types=${s}&levels=${s}&skills=${s}&sortBy=${s}&workspaceId=${s}&durations=${s}`,
      (s: string) => `/v1/discovery?query=${s}`,
      (s: string) => `/v1/extract-meta?url=${s}`,
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), text, async (url, value) => {
        const res = await t.request({ method: 'GET', url: url(encodeURIComponent(value)), token: c.member.token });
        expect(res.statusCode, `${url(value)} ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });

  it('search text with operators and quotes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 60, unit: fc.constantFrom('a', 'ç', '&', '|', '!', '(', ')', ':', '*', '"', "'", '-', ' ', '<', '\\') }),
        async (query) => {
          // a person's pace, two seconds apart: 150 searches at once would meet the search throttle (60 a minute)
          t.clock.advance(2000);
          const res = await t.request({ method: 'GET', url: `/v1/discovery?query=${encodeURIComponent(query)}`, token: c.member.token });
          expect(res.statusCode, `${query} ${res.body}`).toBe(200);
        },
      ),
      { numRuns: 150 },
    );
  });
});
