import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, type HiringCompany } from '../../../test/hiring-fixtures.ts';

let t: TestApp;
let c: HiringCompany;
let applicationId: string;
let positionId: string;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
  positionId = await createPosition(t, c, { title: 'Fuzz' });
  const started = await t.request({ method: 'POST', url: '/v1/matches', token: c.candidate.token, payload: { positionId } });
  applicationId = started.json().id;
});
afterAll(() => t.close());

const json = fc.jsonValue({ maxDepth: 3 });
const text = fc.string({ maxLength: 40 });
const shaped = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys, 'extra'), json, { maxKeys: 5 });
const bodies = (keys: string[]) =>
  fc.oneof(
    json.map((value) => JSON.stringify(value)),
    shaped(keys).map((value) => JSON.stringify(value)),
    text,
  );
const segment = fc.oneof(text, fc.uuid(), fc.constant('00000000-0000-4000-8000-000000000000')).map(encodeURIComponent);

describe('malformed input never produces a 5xx', () => {
  const candidate: { method: 'POST' | 'PUT'; url: () => string; keys: string[] }[] = [
    { method: 'POST', url: () => '/v1/matches', keys: ['positionId', 'aggregator'] },
    { method: 'PUT', url: () => `/v1/matches/${applicationId}/steps/profile`, keys: ['kind', 'coverLetter', 'resumeFileId'] },
    { method: 'PUT', url: () => `/v1/matches/${applicationId}/steps/questions`, keys: ['kind', 'answers'] },
    { method: 'POST', url: () => `/v1/matches/${applicationId}/feedback`, keys: ['feedback'] },
  ];
  for (const endpoint of candidate) {
    it(`${endpoint.method} ${endpoint.url().replace(/[0-9a-f-]{36}/, ':id')}`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(endpoint.keys), async (payload) => {
          const res = await t.request({
            method: endpoint.method,
            url: endpoint.url(),
            token: c.candidate.token,
            headers: { 'content-type': 'application/json' },
            payload,
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
        }),
        { numRuns: 50 },
      );
    });
  }

  it('arbitrary ids, steps and queries on every candidate and recruiter path', async () => {
    await fc.assert(
      fc.asyncProperty(segment, segment, text, async (id, step, query) => {
        const q = encodeURIComponent(query);
        const requests = [
          { method: 'GET' as const, url: `/v1/matches/${id}` },
          { method: 'PUT' as const, url: `/v1/matches/${id}/steps/${step}`, payload: { kind: 'videos' } },
          { method: 'POST' as const, url: `/v1/matches/${id}/give-up` },
          { method: 'DELETE' as const, url: `/v1/matches/${id}` },
          { method: 'GET' as const, url: `/v1/matches?tab=${q}&aggregator=${q}&company=${q}&messagesFrom=${q}&page=${q}` },
          { method: 'GET' as const, url: `/v1/oldmatches?aggregator=${q}&limit=${q}` },
          { method: 'POST' as const, url: `/v1/matches/${id}/files?kind=${q}` },
        ];
        for (const request of requests) {
          const res = await t.request({ ...request, token: c.candidate.token });
          expect(res.statusCode, `${request.url} ${res.body}`).toBeLessThan(500);
        }
        const recruiter = [
          { method: 'GET' as const, url: `/v1/-/positions/${id}/candidates?stage=${q}` },
          { method: 'GET' as const, url: `/v1/-/candidates?text=${q}` },
          { method: 'GET' as const, url: `/v1/-/applications/${id}` },
          { method: 'PUT' as const, url: `/v1/-/applications/${id}/stage`, payload: { stage: query, message: query } },
          { method: 'PUT' as const, url: `/v1/-/applications/${id}/answer-date`, payload: { answerBy: query } },
          { method: 'GET' as const, url: `/v1/-/internal-positions?page=${q}` },
        ];
        for (const request of recruiter) {
          const res = await t.request({ ...request, token: c.admin.token, company: c.subdomain });
          expect(res.statusCode, `${request.url} ${res.body}`).toBeLessThan(500);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('well-formed but odd recruiter moves and dates on a real application', async () => {
    const finished = await createPosition(t, c, { title: 'Fuzz sem etapas', steps: [] });
    const app = (await t.request({ method: 'POST', url: '/v1/matches', token: c.member.token, payload: { positionId: finished } })).json();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('new', 'screening', 'interview', 'offer', 'hired', 'rejected', 'other'),
        fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
          fc.constant('2026-02-30'),
          text,
        ),
        async (stage, date) => {
          const moved = await t.request({
            method: 'PUT',
            url: `/v1/-/applications/${app.id}/stage`,
            token: c.admin.token,
            company: c.subdomain,
            payload: { stage },
          });
          expect(moved.statusCode, moved.body).toBeLessThan(500);
          const dated = await t.request({
            method: 'PUT',
            url: `/v1/-/applications/${app.id}/answer-date`,
            token: c.admin.token,
            company: c.subdomain,
            payload: { answerBy: date },
          });
          expect(dated.statusCode, dated.body).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
  });
});
