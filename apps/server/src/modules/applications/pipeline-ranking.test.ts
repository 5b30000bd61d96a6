import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany, insertApplication } from '../../../test/factories/index.ts';

// Candidates ranked by fit: GET /v1/-/positions/:id/candidates sorts by match, last moved or promised answer,
// filters by least fit, PcD, city, skills and stage, marks who asked for an accommodation; GET /v1/-/applications/:id
// reads the candidate whole (profile, match requirement by requirement, files).

const SAO_PAULO = 3550308;
const CAMPINAS = 3509502;
let t: TestApp;
let c: HiringCompany;
let positionId: string;
const apps: Record<'ana' | 'bia' | 'caio' | 'davi', string> = { ana: '', bia: '', caio: '', davi: '' };
const users: Record<string, { id: string; token: string }> = {};

async function giveProfile(userId: string, values: { cityId: number | null; city: string | null; pcd?: boolean; adaptation?: string }) {
  await t.db.execute(sql`insert into profiles (user_id, city, state, city_id, is_pcd, pcd_type, need_adaptation, pcd_adaptation,
      professional_title, professional_description, professional_experiences, academic_experiences, languages, social_links, updated_at)
    values (${userId}, ${values.city}, ${values.city ? 'SP' : null}, ${values.cityId}, ${values.pcd ?? false},
      ${values.pcd ? 'hearing' : null}, ${Boolean(values.adaptation)}, ${values.adaptation ?? null},
      'Analista de Dados', 'Painéis e modelos para o varejo.',
      ${JSON.stringify([{ company: 'Varejo Bom', role: 'Analista de BI', tasks: 'Painéis de vendas', startDate: '2021-03-01', endDate: null, currentlyWorking: true }])}::jsonb,
      ${JSON.stringify([{ institution: 'Unicamp', title: 'Bacharelado em Estatística', startDate: '2015-02-01', endDate: '2019-12-01', currentlyStudying: false }])}::jsonb,
      ${JSON.stringify([{ language: 'en', proficiency: 'professional_working' }])}::jsonb,
      ${JSON.stringify([{ type: 'LINKEDIN', url: 'https://www.linkedin.com/in/exemplo' }])}::jsonb, now())`);
}

async function giveSkills(userId: string, skills: [string, string][]) {
  for (const [skillId, level] of skills)
    await t.db.execute(
      sql`insert into user_skills (user_id, skill_id, level, main, updated_at) values (${userId}, ${skillId}, ${level}, false, now())`,
    );
}

const list = async (query: string) => {
  const res = await t.request({
    method: 'GET',
    url: `/v1/-/positions/${positionId}/candidates${query}`,
    token: c.admin.token,
    company: c.subdomain,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: { applicationId: string; match: { percent: number }; pcd: boolean; accommodation: boolean }[];
    total: number;
    facets: { cities: { id: number; name: string }[]; skills: { id: string; title: string }[] };
  };
};
const ids = async (query: string) => (await list(query)).items.map((item) => item.applicationId);

beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
  const [sqlSkill, python] = [c.skills[0] ?? '', c.skills[1] ?? ''];
  // two skills and the place (São Paulo, not remote): three requirements
  positionId = await createPosition(t, c, {
    title: 'Ranking por compatibilidade',
    remote: false,
    cityId: SAO_PAULO,
    skills: [
      { skillId: sqlSkill, level: 'basic' },
      { skillId: python, level: 'advanced' },
    ],
    steps: [
      { kind: 'profile', minutes: 5, resume: true, coverLetter: true, accommodation: null },
      {
        kind: 'video_answer',
        minutes: 5,
        prompt: 'Conte um projeto de dados.',
        maxSeconds: 120,
        accommodation: 'Pode responder por escrito.',
      },
    ],
  });
  for (const name of ['ana', 'bia', 'caio', 'davi'] as const) users[name] = await createUser(t, { name: name.toUpperCase() });
  const [ana, bia, caio, davi] = [users.ana, users.bia, users.caio, users.davi].map((user) => user?.id ?? '') as [
    string,
    string,
    string,
    string,
  ];
  // Ana meets all three and asked for an accommodation; Davi two; Bia one; Caio none
  await giveProfile(ana, { cityId: SAO_PAULO, city: 'São Paulo', pcd: true, adaptation: 'Intérprete de Libras na entrevista.' });
  await giveSkills(ana, [
    [sqlSkill, 'intermediate'],
    [python, 'advanced'],
  ]);
  await giveProfile(bia, { cityId: CAMPINAS, city: 'Campinas' });
  await giveSkills(bia, [[sqlSkill, 'basic']]);
  await giveProfile(caio, { cityId: CAMPINAS, city: 'Campinas' });
  await giveProfile(davi, { cityId: SAO_PAULO, city: 'São Paulo' });
  await giveSkills(davi, [[python, 'advanced']]);
  const stages = { ana: 'new', bia: 'screening', caio: 'screening', davi: 'interview' } as const;
  // inserted oldest first: Caio moved last, so "recent" reads Caio, Davi, Bia, Ana
  for (const name of ['ana', 'bia', 'davi', 'caio'] as const) {
    t.clock.advance(60_000);
    apps[name] = await insertApplication(t, {
      userId: users[name]?.id ?? '',
      positionId,
      workspaceId: c.id,
      stage: stages[name],
    });
  }
  const today = t.clock.now().toISOString().slice(0, 10);
  const later = new Date(t.clock.now().getTime() + 5 * 86_400_000).toISOString().slice(0, 10);
  await t.db.execute(sql`update applications set answer_by = ${later} where id = ${apps.bia}`);
  await t.db.execute(sql`update applications set answer_by = ${today} where id = ${apps.davi}`);
  const file = (kind: string, ext: string) => ({ id: crypto.randomUUID(), name: `${kind}.${ext}`, kind, ext });
  await t.db.execute(
    sql`update applications set answers = ${JSON.stringify({
      profile: { alternative: 'pdf', coverLetter: 'Olá!', resume: file('resume', 'pdf') },
      video_answer: { alternative: 'written', video: null, text: 'Montei um painel de vendas.' },
    })}::jsonb where id = ${apps.ana}`,
  );
});
afterAll(() => t.close());

describe('a position’s candidates ranked and filtered', () => {
  it('sorts by fit (best first), by last moved, and by the nearest promised answer (none last)', async () => {
    expect(await ids('?sort=match')).toEqual([apps.ana, apps.davi, apps.bia, apps.caio]);
    expect((await list('?sort=match')).items.map((item) => item.match.percent)).toEqual([100, 67, 33, 0]);
    expect(await ids('?sort=recent')).toEqual([apps.caio, apps.davi, apps.bia, apps.ana]);
    expect(await ids('')).toEqual([apps.caio, apps.davi, apps.bia, apps.ana]);
    expect(await ids('?sort=answerBy')).toEqual([apps.davi, apps.bia, apps.caio, apps.ana]);
  });

  it('the percent is the match the candidate reads explained', async () => {
    const ana = users.ana;
    const explained = (await t.request({ method: 'GET', url: `/v1/positions/${positionId}/match`, token: ana?.token ?? '' })).json();
    const ranked = (await list('?sort=match')).items[0];
    expect(ranked?.match).toEqual({
      met: explained.met,
      total: explained.total,
      percent: Math.round((explained.met / explained.total) * 100),
    });
  });

  it('pages a ranking: the total is of everyone passing the filters', async () => {
    const second = await list('?sort=match&limit=2&page=2');
    expect(second.items.map((item) => item.applicationId)).toEqual([apps.bia, apps.caio]);
    expect(second.total).toBe(4);
  });

  it('minMatch keeps those meeting at least that percent', async () => {
    const fit = await list('?minMatch=50');
    expect(fit.items.map((item) => item.applicationId).sort()).toEqual([apps.ana, apps.davi].sort());
    expect(fit.total).toBe(2);
    expect(await ids('?minMatch=100')).toEqual([apps.ana]);
    expect((await list('?minMatch=0')).total).toBe(4);
  });

  it('pcd keeps PcD candidates (true) or the others (false); who asked for an accommodation is marked', async () => {
    const pcd = await list('?pcd=true');
    expect(pcd.items.map((item) => [item.applicationId, item.pcd, item.accommodation])).toEqual([[apps.ana, true, true]]);
    expect((await ids('?pcd=false&sort=match')).sort()).toEqual([apps.davi, apps.bia, apps.caio].sort());
    expect((await list('?sort=match')).items.filter((item) => item.accommodation).length).toBe(1);
  });

  it('city keeps the candidates living there; the facets offer the candidates’ cities and the position’s skills', async () => {
    expect(await ids(`?city=${CAMPINAS}&sort=match`)).toEqual([apps.bia, apps.caio]);
    expect(await ids(`?city=${SAO_PAULO}&sort=match`)).toEqual([apps.ana, apps.davi]);
    const { facets } = await list('');
    expect(facets.cities).toEqual([
      { id: CAMPINAS, name: 'Campinas - SP' },
      { id: SAO_PAULO, name: 'São Paulo - SP' },
    ]);
    expect(facets.skills.map((skill) => skill.id).sort()).toEqual([c.skills[0], c.skills[1]].sort());
  });

  it('skill keeps those holding every skill asked for (repeated or comma-separated)', async () => {
    const [sqlSkill, python] = [c.skills[0] ?? '', c.skills[1] ?? ''];
    expect(await ids(`?skill=${sqlSkill}&sort=match`)).toEqual([apps.ana, apps.bia]);
    expect(await ids(`?skill=${sqlSkill}&skill=${python}`)).toEqual([apps.ana]);
    expect(await ids(`?skill=${sqlSkill},${python}`)).toEqual([apps.ana]);
    expect(await ids(`?skill=${c.skills[2]}`)).toEqual([]);
  });

  it('stage narrows a ranking to one stage, and the counts per stage stay whole', async () => {
    const screening = await list('?stage=screening&sort=match');
    expect(screening.items.map((item) => item.applicationId)).toEqual([apps.bia, apps.caio]);
    expect(await ids('?stage=interview&minMatch=50')).toEqual([apps.davi]);
  });

  it('refuses bad values with a 400 and a pt-BR message', async () => {
    for (const query of [
      '?sort=salary',
      '?minMatch=101',
      '?minMatch=-1',
      '?minMatch=abc',
      '?pcd=talvez',
      '?city=abc',
      '?skill=sql',
      '?stage=x',
    ]) {
      const res = await t.request({
        method: 'GET',
        url: `/v1/-/positions/${positionId}/candidates${query}`,
        token: c.admin.token,
        company: c.subdomain,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toMatch(/[a-zà-ú]/);
    }
  });

  it('a plain member and another company’s admin are refused', async () => {
    const member = await t.request({
      method: 'GET',
      url: `/v1/-/positions/${positionId}/candidates?sort=match`,
      token: c.member.token,
      company: c.subdomain,
    });
    expect(member.statusCode).toBe(403);
    const other = await t.request({
      method: 'GET',
      url: `/v1/-/positions/${positionId}/candidates?sort=match`,
      token: c.otherAdmin.token,
      company: c.subdomain,
    });
    expect(other.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('the candidate whole', () => {
  it('answers the profile as shared, the match requirement by requirement and every file', async () => {
    const res = await t.request({ method: 'GET', url: `/v1/-/applications/${apps.ana}`, token: c.admin.token, company: c.subdomain });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.profile).toMatchObject({
      professionalTitle: 'Analista de Dados',
      summary: 'Painéis e modelos para o varejo.',
      professionalExperiences: [{ company: 'Varejo Bom', role: 'Analista de BI', currentlyWorking: true }],
      academicExperiences: [{ institution: 'Unicamp', title: 'Bacharelado em Estatística' }],
      languages: [{ language: 'en', proficiency: 'professional_working' }],
      links: [{ type: 'LINKEDIN', url: 'https://www.linkedin.com/in/exemplo' }],
      pcd: { type: 'hearing', adaptation: 'Intérprete de Libras na entrevista.' },
      alternatives: [
        { step: 'profile', alternative: 'pdf' },
        { step: 'video_answer', alternative: 'written' },
      ],
    });
    expect(body.profile.skills.map((skill: { level: string }) => skill.level).sort()).toEqual(['advanced', 'intermediate']);
    expect(body.match).toMatchObject({ met: 3, total: 3, percent: 100 });
    expect(body.match.requirements.map((item: { kind: string; met: boolean; label: string }) => [item.kind, item.met, item.label])).toEqual(
      [
        ['skill', true, expect.any(String)],
        ['skill', true, expect.any(String)],
        ['location', true, 'São Paulo - SP'],
      ],
    );
    expect(body.files).toEqual([
      expect.objectContaining({
        kind: 'resume',
        name: 'resume.pdf',
        url: expect.stringContaining(`/v1/-/applications/${apps.ana}/files/`),
      }),
    ]);
    expect(body).toMatchObject({ pcd: true, accommodation: true });
  });

  it('a candidate without skills in another city meets none; no PcD, no alternatives, no files', async () => {
    const caio = (
      await t.request({ method: 'GET', url: `/v1/-/applications/${apps.caio}`, token: c.admin.token, company: c.subdomain })
    ).json();
    expect(caio.profile).toMatchObject({ skills: [], pcd: null, alternatives: [] });
    expect(caio.match.requirements.every((item: { met: boolean }) => !item.met)).toBe(true);
    expect(caio.files).toEqual([]);
  });

  it('names a language or an education requirement in the reader’s language, as the candidate reads it', async () => {
    await t.db.execute(sql`update positions set languages = ${JSON.stringify([{ language: 'en', proficiency: 'professional_working' }])}::jsonb,
      education_level = 'higher' where id = ${positionId}`);
    const labels = async (language: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/v1/-/applications/${apps.ana}`,
        token: c.admin.token,
        company: c.subdomain,
        headers: { 'accept-language': language },
      });
      expect(res.statusCode, res.body).toBe(200);
      const requirements = res.json().match.requirements as { kind: string; label: string; met: boolean }[];
      return requirements.filter((item) => item.kind === 'language' || item.kind === 'education').map((item) => [item.label, item.met]);
    };
    try {
      expect(await labels('pt-BR')).toEqual([
        ['Inglês', true],
        ['Ensino superior', true],
      ]);
    } finally {
      await t.db.execute(sql`update positions set languages = '[]'::jsonb, education_level = null where id = ${positionId}`);
    }
  });
});
