import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLearningCompany } from '../../../test/factories/index.ts';
import { anyBody, fuzzBodies, fuzzPaths, get, openFuzzApp, shaped } from '../../../test/fuzz.ts';

const t = await openFuzzApp();
const c = await createLearningCompany(t);

/** a body with some of `keys`, alone or in the company */
const bodies = (keys: string[]) => anyBody(shaped(keys, { maxKeys: 5, bases: [{}, { workspaceId: c.id }] }));
const CONTENT = bodies([
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
]);
const LIST = bodies(['title', 'description', 'skills', 'contents', 'private']);

describe('malformed input never produces a 5xx', () => {
  fuzzBodies(
    t,
    [
      { method: 'POST', url: '/v1/contents', bodies: CONTENT },
      { method: 'POST', url: `/v1/contents/${c.privateContent}`, bodies: CONTENT },
      { method: 'POST', url: '/v1/lists', bodies: LIST },
      { method: 'POST', url: `/v1/lists/${c.privateList}`, bodies: LIST },
      { method: 'POST', url: '/v1/myself/contents/access', bodies: bodies(['contentId']) },
      { method: 'POST', url: `/v1/contents/${c.openContent}/interaction`, bodies: bodies(['interaction']) },
      { method: 'POST', url: `/v1/lists/${c.openList}/interaction`, bodies: bodies(['interaction']) },
      { method: 'POST', url: `/v1/contents/${c.openContent}/lists`, bodies: bodies(['lists']) },
    ],
    { token: c.owner.token, numRuns: 50 },
  );

  fuzzPaths(
    t,
    [
      (s: string) => get(`/v1/contents/${s}`),
      (s: string) => get(`/v1/lists/${s}`),
      (s: string) => get(`/v1/contents/user/${s}?filter=${s}&order=${s}&page=${s}`),
      (s: string) => get(`/v1/contents/lists/${s}`),
      (s: string) => get(`/v1/contents/workspace/${s}?filter=${s}&limit=${s}&page=${s}`),
      (s: string) => get(`/v1/contents/workspace/${s}/skills`),
      (s: string) => get(`/v1/lists/workspace/${s}?page=${s}`),
      (s: string) => get(`/v1/lists/user/${s}`),
      (s: string) => get(`/v1/myself/contents?filter=${s}&workspaceId=${s}&page=${s}`),
      (s: string) => get(`/v1/myself/lists?filter=${s}&workspaceId=${s}`),
      (s: string) => get(`/v1/myself/lists/owned?workspaceId=${s}`),
      (s: string) => get(`/v1/myself/saves?workspaceId=${s}`),
      (s: string) => get(`/v1/discovery?query=${s}&types=${s}&levels=${s}&skills=${s}&sortBy=${s}&workspaceId=${s}&durations=${s}`),
      (s: string) => get(`/v1/discovery?query=${s}`),
      (s: string) => get(`/v1/extract-meta?url=${s}`),
    ],
    { token: c.member.token, numRuns: 200 },
  );

  it('search text with operators and quotes', () =>
    fc.assert(
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
    ));
});
