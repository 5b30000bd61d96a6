import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany, insertApplication } from '../../../test/factories/index.ts';

let t: TestApp;
let c: HiringCompany;
let sqlPosition: string;
let pythonPosition: string;
let otherArea: string;
let recifePosition: string;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
  const [python, sqlSkill] = [c.skills[1] ?? '', c.skills[2] ?? ''];
  // skills are ordered by code: power bi, python, sql
  sqlPosition = await createPosition(t, c, { title: 'Analista SQL', categoryId: 1, skills: [{ skillId: sqlSkill, level: 'basic' }] });
  pythonPosition = await createPosition(t, c, { title: 'Cientista Python', categoryId: 1, skills: [{ skillId: python, level: 'basic' }] });
  otherArea = await createPosition(t, c, { title: 'Vendedor(a)', categoryId: 5 });
  recifePosition = await createPosition(t, c, { title: 'Atendente em Recife', categoryId: 5, cityId: 2611606 });
});
afterAll(() => t.close());

const suggestions = (token: string) => t.request({ method: 'GET', url: '/v1/myself/position-suggestions', token });
const withProfile = async (areas: number[], state: string | null, skills: string[] = []) => {
  const user = await createUser(t);
  await t.db.execute(
    sql`insert into profiles (user_id, preferred_areas, state, updated_at) values (${user.id}, ${`{${areas.join(',')}}`}::int[], ${state}, now())`,
  );
  for (const skill of skills)
    await t.db.execute(sql`insert into user_skills (user_id, skill_id, level, updated_at) values (${user.id}, ${skill}, 'basic', now())`);
  return user;
};

describe('the home’s positions for the candidate', () => {
  it('puts first the positions of their areas and skills, best match first, with the gaps they most often show', async () => {
    const user = await withProfile([1], 'SP', [c.skills[2] ?? '']);
    const res = await suggestions(user.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.basis).toBe('profile');
    const ids = body.items.map((item: { position: { id: string } }) => item.position.id);
    expect(ids.slice(0, 2)).toEqual([sqlPosition, pythonPosition]);
    expect(ids).not.toContain(otherArea);
    // SQL met, São Paulo not (no city in the profile): 1 of 2; the Python position meets neither
    expect(body.items[0].match).toEqual({ met: 1, total: 2, percent: 50 });
    expect(body.items[1].match).toEqual({ met: 0, total: 2, percent: 0 });
    expect(body.gaps.map((gap: { skill: { id: string } }) => gap.skill.id)).toEqual([c.skills[1]]);
    expect(body.gaps[0]).toMatchObject({ positions: 1, contents: [] });
  });

  it('leaves out what the person already applied to', async () => {
    const user = await withProfile([1], null);
    await insertApplication(t, { userId: user.id, positionId: sqlPosition, workspaceId: c.id });
    const ids = (await suggestions(user.token)).json().items.map((item: { position: { id: string } }) => item.position.id);
    expect(ids).not.toContain(sqlPosition);
    expect(ids).toContain(pythonPosition);
  });

  it('without skills or areas, the newest positions of their state, or of everywhere', async () => {
    const fromPernambuco = await withProfile([], 'PE');
    const regional = (await suggestions(fromPernambuco.token)).json();
    expect(regional).toMatchObject({ basis: 'region', region: 'PE', profiled: false, gaps: [] });
    expect(regional.items.map((item: { position: { id: string } }) => item.position.id)).toEqual([recifePosition]);
    expect(regional.items[0].match).toBeNull();

    const nobody = await createUser(t);
    const recent = (await suggestions(nobody.token)).json();
    expect(recent.basis).toBe('recent');
    expect(recent.items[0].position.id).toBe(recifePosition);
    expect(recent.items).toHaveLength(4);
  });

  it('says when a profile with skills or areas finds none of its positions open (the newest of the state instead)', async () => {
    const unmatched = await withProfile([19], 'PE'); // an area no open position is in
    const body = (await suggestions(unmatched.token)).json();
    expect(body).toMatchObject({ basis: 'region', region: 'PE', profiled: true });
  });

  it('asks for a session', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/myself/position-suggestions' })).statusCode).toBe(401);
  });
});
