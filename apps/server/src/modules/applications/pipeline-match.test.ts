import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany } from '../../../test/factories/index.ts';

// Candidates ranked by fit, the count: the pipeline and the candidate page say how many of the position's
// requirements each candidate meets, by the checks the candidate reads explained (GET /v1/positions/:id/match).

let t: TestApp;
let c: HiringCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
});
afterAll(() => t.close());

const recruiter = (token: string, url: string) => t.request({ method: 'GET', url, token, company: c.subdomain });

describe('the match on the recruiters’ side', () => {
  it('agrees with what the candidate reads: met of total and a percent, on the pipeline and the candidate page; none in the bank', async () => {
    const [sql, python] = [c.skills[0] ?? '', c.skills[1] ?? ''];
    // two skills and the place (São Paulo, not remote): three requirements
    const positionId = await createPosition(t, c, {
      title: 'Compatibilidade',
      steps: [],
      remote: false,
      skills: [
        { skillId: sql, level: 'basic' },
        { skillId: python, level: 'advanced' },
      ],
    });
    const [ana, bia] = await Promise.all(['Ana', 'Bia'].map((name) => createUser(t, { name, email: `${name}-${Date.now()}@example.com` })));
    if (!ana || !bia) throw new Error('fixture');
    const skills = await t.request({
      method: 'POST',
      url: '/v1/skills/user',
      token: ana.token,
      payload: {
        skills: [
          { skillId: sql, level: 'intermediate' },
          { skillId: python, level: 'basic' },
        ],
      },
    });
    expect(skills.statusCode, skills.body).toBeLessThan(300);
    const apps: Record<string, string> = {};
    for (const [name, person] of [
      ['ana', ana],
      ['bia', bia],
    ] as const) {
      apps[name] = (await t.request({ method: 'POST', url: '/v1/matches', token: person.token, payload: { positionId } })).json().id;
    }
    const explained = (await t.request({ method: 'GET', url: `/v1/positions/${positionId}/match`, token: ana.token })).json();

    const board = (await recruiter(c.admin.token, `/v1/-/positions/${positionId}/candidates`)).json();
    const matchOf = (id: string) => board.items.find((item: { applicationId: string }) => item.applicationId === id).match;
    expect(matchOf(apps.ana ?? '')).toEqual({
      met: explained.met,
      total: explained.total,
      percent: Math.round((explained.met / explained.total) * 100),
    });
    expect(matchOf(apps.ana ?? '')).toEqual({ met: 1, total: 3, percent: 33 });
    expect(matchOf(apps.bia ?? '')).toEqual({ met: 0, total: 3, percent: 0 });
    expect((await recruiter(c.admin.token, `/v1/-/applications/${apps.ana}`)).json().match).toMatchObject({
      met: 1,
      total: 3,
      percent: 33,
    });
    const bank = (await recruiter(c.admin.token, `/v1/-/candidates?text=${encodeURIComponent(ana.email)}`)).json();
    expect(bank.items[0].match).toBeNull();
  });
});
