import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { openSession } from '../../platform/auth/sessions.ts';
import { DEMO_USERS } from '../../seed/demo-users.ts';
import { seedIfEmpty } from '../../seed/seed.ts';

// an empty database of its own: the seed runs only when there are no users
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.deps);
}, 120_000);
afterAll(() => t.close());

const DATA_ANALYST = '40000000-0000-4000-8000-000000000001';

describe('demo applications', () => {
  it('Ana has applications in every tab, one through the Vagas Nordeste portal', async () => {
    const ana = await openSession(t.db, t.clock, DEMO_USERS.individual.id);
    const get = async (url: string) => (await t.request({ method: 'GET', url, token: ana })).json();
    const underAnalysis = await get('/v1/matches');
    expect(underAnalysis.total).toBeGreaterThanOrEqual(3);
    expect(new Set(underAnalysis.items.map((i: { stage: string }) => i.stage))).toEqual(new Set(['interview', 'offer', 'new']));
    expect(underAnalysis.items.every((i: { answerBy: string | null }) => i.answerBy !== null)).toBe(true);
    // the companies that moved her on promised a new date; the one she applied to through the portal is late
    expect(underAnalysis.items.filter((i: { overdue: boolean }) => i.overdue).map((i: { stage: string }) => i.stage)).toEqual(['new']);
    const unfinished = await get('/v1/matches?tab=unfinished');
    expect(unfinished.items.map((i: { step: string }) => i.step).sort()).toEqual(['profile', 'questions']);
    const closed = await get('/v1/oldmatches');
    expect(closed.items.map((i: { status: string }) => i.status).sort()).toEqual(['closed', 'given_up']);
    expect(closed.items.find((i: { status: string }) => i.status === 'closed').closingMessage).toContain('Obrigado');
    expect((await get('/v1/matches?aggregator=vagas-nordeste')).total).toBe(1);
    expect((await get('/v1/favoritepositions')).length ?? 1).toBeGreaterThan(0);
  });

  it('Acme’s data analyst candidates spread in fit from about 30% to 100%, two asked for adaptations, the best one’s video plays', async () => {
    const bruno = await openSession(t.db, t.clock, DEMO_USERS.owner.id);
    const get = async (url: string) => t.request({ method: 'GET', url, token: bruno, company: 'acme' });
    const ranked = (await (await get(`/v1/-/positions/${DATA_ANALYST}/candidates?sort=match`)).json()) as {
      items: { applicationId: string; name: string; match: { percent: number }; accommodation: boolean; overdue: boolean }[];
    };
    const percents = ranked.items.map((item) => item.match.percent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(percents[0]).toBe(100);
    expect(Math.min(...percents)).toBeLessThanOrEqual(30);
    expect(new Set(percents).size).toBeGreaterThanOrEqual(5);
    expect(ranked.items.filter((item) => item.accommodation)).toHaveLength(2);
    expect(ranked.items.filter((item) => item.overdue)).toHaveLength(1);
    const best = (await (await get(`/v1/-/applications/${ranked.items[0]?.applicationId}`)).json()) as {
      name: string;
      profile: { professionalExperiences: unknown[]; skills: unknown[] };
      match: { requirements: { met: boolean }[] };
      files: { kind: string; url: string }[];
    };
    expect(best.name).toBe('Juliana Ferreira');
    expect(best.profile.professionalExperiences.length).toBeGreaterThan(0);
    expect(best.profile.skills).toHaveLength(4);
    expect(best.match.requirements.every((item) => item.met)).toBe(true);
    expect(best.files.map((file) => file.kind).sort()).toEqual(['resume', 'video']);
    const video = await get(best.files.find((file) => file.kind === 'video')?.url ?? '');
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
  });

  it('Acme’s data analyst pipeline has candidates at every stage and two unfinished; Carla has an internal application', async () => {
    const diego = await openSession(t.db, t.clock, DEMO_USERS.creator.id);
    const board = (
      await t.request({ method: 'GET', url: `/v1/-/positions/${DATA_ANALYST}/candidates`, token: diego, company: 'acme' })
    ).json();
    expect(board.stages).toEqual({ new: 2, screening: 2, interview: 1, offer: 1, hired: 1, rejected: 1 });
    expect(board.unfinished).toBe(2);
    // one promise not kept: a candidate in screening, sent 23 days ago
    const late = board.items.filter((i: { overdue: boolean }) => i.overdue);
    expect(late.map((i: { stage: string }) => i.stage)).toEqual(['screening']);
    const one = board.items.find((i: { stage: string }) => i.stage === 'screening');
    const details = (
      await t.request({ method: 'GET', url: `/v1/-/applications/${one.applicationId}`, token: diego, company: 'acme' })
    ).json();
    expect(details.answers.profile.resume.name).toMatch(/^Currículo - .+\.pdf$/);
    expect(details.answers.questions.length).toBe(2);
    const resume = await t.request({ method: 'GET', url: details.answers.profile.resume.url, token: diego });
    expect(resume.statusCode).toBe(200);
    expect(resume.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const carla = await openSession(t.db, t.clock, DEMO_USERS.admin.id);
    const internal = (await t.request({ method: 'GET', url: '/v1/matches?company=acme', token: carla })).json();
    expect(internal.items.map((i: { internal: boolean }) => i.internal)).toEqual([true]);
    const open = (await t.request({ method: 'GET', url: '/v1/-/internal-positions', token: carla, company: 'acme' })).json();
    expect(open.total).toBe(1);
  });
});
