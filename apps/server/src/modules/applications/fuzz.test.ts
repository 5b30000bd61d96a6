import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createHiringCompany, createPosition } from '../../../test/factories/index.ts';
import { bodies, expectNo5xx, type FuzzRequest, fuzzBodies, fuzzPaths, openFuzzApp } from '../../../test/fuzz.ts';

const t = await openFuzzApp();
const c = await createHiringCompany(t);
const positionId = await createPosition(t, c, { title: 'Fuzz' });
const started = await t.request({ method: 'POST', url: '/v1/matches', token: c.candidate.token, payload: { positionId } });
const applicationId: string = started.json().id;
const candidate = { token: c.candidate.token };
const recruiter = { token: c.admin.token, company: c.subdomain };

const text = fc.string({ maxLength: 40 });
const segment = fc.oneof(text, fc.uuid(), fc.constant('00000000-0000-4000-8000-000000000000')).map(encodeURIComponent);

describe('malformed input never produces a 5xx', () => {
  fuzzBodies(
    t,
    [
      { method: 'POST', url: '/v1/matches', bodies: bodies(['positionId', 'aggregator', 'source'], { maxKeys: 5 }) },
      {
        method: 'PUT',
        url: `/v1/matches/${applicationId}/steps/profile`,
        bodies: bodies(['kind', 'coverLetter', 'resumeFileId'], { maxKeys: 5 }),
      },
      { method: 'PUT', url: `/v1/matches/${applicationId}/steps/questions`, bodies: bodies(['kind', 'answers'], { maxKeys: 5 }) },
      { method: 'POST', url: `/v1/matches/${applicationId}/feedback`, bodies: bodies(['feedback'], { maxKeys: 5 }) },
    ],
    { ...candidate, numRuns: 50 },
  );

  // each run sends one of the 14 requests (560 runs: 40 each)
  fuzzPaths(
    t,
    [
      ([id]) => ({ method: 'GET', url: `/v1/matches/${id}`, ...candidate }),
      ([id, step]) => ({ method: 'PUT', url: `/v1/matches/${id}/steps/${step}`, payload: { kind: 'videos' }, ...candidate }),
      ([id, step]) => ({ method: 'POST', url: `/v1/matches/${id}/steps/${step}/start`, ...candidate }),
      ([id]) => ({ method: 'POST', url: `/v1/matches/${id}/give-up`, ...candidate }),
      ([id]) => ({ method: 'DELETE', url: `/v1/matches/${id}`, ...candidate }),
      ([, , q]) => ({ method: 'GET', url: `/v1/matches?tab=${q}&aggregator=${q}&company=${q}&messagesFrom=${q}&page=${q}`, ...candidate }),
      ([, , q]) => ({ method: 'GET', url: `/v1/oldmatches?aggregator=${q}&limit=${q}`, ...candidate }),
      ([id, , q]) => ({ method: 'POST', url: `/v1/matches/${id}/files?kind=${q}`, ...candidate }),
      ([id, , q]) => ({ method: 'GET', url: `/v1/-/positions/${id}/candidates?stage=${q}`, ...recruiter }),
      ([, , q]) => ({ method: 'GET', url: `/v1/-/candidates?text=${q}`, ...recruiter }),
      ([id]) => ({ method: 'GET', url: `/v1/-/applications/${id}`, ...recruiter }),
      ([id, , , query]) => ({
        method: 'PUT',
        url: `/v1/-/applications/${id}/stage`,
        payload: { stage: query, message: query },
        ...recruiter,
      }),
      ([id, , , query]) => ({ method: 'PUT', url: `/v1/-/applications/${id}/answer-date`, payload: { answerBy: query }, ...recruiter }),
      ([, , q]) => ({ method: 'GET', url: `/v1/-/internal-positions?page=${q}`, ...recruiter }),
    ] satisfies ((values: [string, string, string, string]) => FuzzRequest)[],
    {
      // an id, a step, a query value URL-encoded and the same text as is
      values: fc
        .tuple(segment, segment, text)
        .map(([a, b, query]): [string, string, string, string] => [a, b, encodeURIComponent(query), query]),
      numRuns: 560,
      title: 'arbitrary ids, steps and queries on every candidate and recruiter path',
    },
  );

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
          await expectNo5xx(t, { method: 'PUT', url: `/v1/-/applications/${app.id}/stage`, ...recruiter, payload: { stage } });
          await expectNo5xx(t, {
            method: 'PUT',
            url: `/v1/-/applications/${app.id}/answer-date`,
            ...recruiter,
            payload: { answerBy: date },
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});
