import { randomBytes } from 'node:crypto';
import type { PositionForm } from '@trilha/contract';
import { sql } from 'drizzle-orm';
import type { TestApp } from './app.ts';
import { addMember, createUser, createWorkspace, type TestUser } from './factories.ts';

const suffix = () => randomBytes(3).toString('hex');

/** A company with one person per recruitment role, a plain member, another company's admin and a candidate. */
export interface HiringCompany {
  id: string;
  subdomain: string;
  name: string;
  admin: TestUser;
  manager: TestUser;
  evaluator: TestUser;
  member: TestUser;
  otherAdmin: TestUser;
  candidate: TestUser;
  skills: string[];
}

export async function createHiringCompany(t: TestApp): Promise<HiringCompany> {
  const subdomain = `contrata-${suffix()}`;
  const name = `Contrata ${suffix()}`;
  const workspace = await createWorkspace(t, { name, subdomain });
  const other = await createWorkspace(t, { name: 'Outra Empresa', subdomain: `outra-${suffix()}` });
  const user = (who: string) => createUser(t, { name: who, email: `${who.toLowerCase()}-${suffix()}@example.com` });
  const [admin, manager, evaluator, member, otherAdmin, candidate] = await Promise.all(
    ['Alice', 'Mateus', 'Eva', 'Marta', 'Otto', 'Cândida'].map(user),
  );
  if (!admin || !manager || !evaluator || !member || !otherAdmin || !candidate) throw new Error('fixture');
  await addMember(t, workspace.id, admin.id, 'administrator', 'admin');
  await addMember(t, workspace.id, manager.id, 'member');
  await addMember(t, workspace.id, evaluator.id, 'member');
  await addMember(t, workspace.id, member.id, 'member');
  await addMember(t, other.id, otherAdmin.id, 'administrator', 'admin');
  await t.db.execute(
    sql`update workspace_members set recruitment_role = 'manager' where workspace_id = ${workspace.id} and user_id = ${manager.id}`,
  );
  await t.db.execute(
    sql`update workspace_members set recruitment_role = 'evaluator' where workspace_id = ${workspace.id} and user_id = ${evaluator.id}`,
  );
  const skills = await t.db.execute<{ id: string }>(sql`select id from skills where code in ('sql', 'python', 'power bi') order by code`);
  return {
    id: workspace.id,
    subdomain,
    name,
    admin,
    manager,
    evaluator,
    member,
    otherAdmin,
    candidate,
    skills: skills.rows.map((row) => row.id),
  };
}

/** A valid position form: São Paulo, a monthly range, two steps. */
export const positionFormFor = (overrides: Partial<PositionForm> = {}): PositionForm => ({
  title: 'Analista de Dados Pleno',
  description: 'Construir painéis e análises para as áreas de negócio da empresa.',
  categoryId: 1,
  contractType: 'FULL_TIME',
  salaryType: 'range',
  salaryMin: 6000,
  salaryMax: 8000,
  salaryPeriod: 'monthly',
  cityId: 3550308,
  steps: [
    { kind: 'profile', minutes: 5, resume: true, coverLetter: true, accommodation: null },
    { kind: 'questions', minutes: 10, questions: [{ text: 'Por que esta vaga?' }], accommodation: 'Tempo livre' },
  ],
  ...overrides,
});

/** Creates a position as `who` and takes it to `status` (no approval groups: publishing activates it). */
export async function createPosition(
  t: TestApp,
  c: HiringCompany,
  overrides: Partial<PositionForm> = {},
  status: 'draft' | 'active' | 'paused' | 'archived' = 'active',
  who: TestUser = c.admin,
): Promise<string> {
  // a minute apart, so "newest first" has one answer
  t.clock.advance(60_000);
  const res = await t.request({
    method: 'POST',
    url: '/v1/-/positions',
    token: who.token,
    company: c.subdomain,
    payload: positionFormFor(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`fixture position: ${res.body}`);
  const id = res.json().id as string;
  if (status === 'draft') return id;
  const published = await t.request({ method: 'POST', url: `/v1/-/positions/${id}/publish`, token: who.token, company: c.subdomain });
  if (published.statusCode !== 200) throw new Error(`fixture publish: ${published.body}`);
  if (status !== 'active') await setPositionStatus(t, c, id, status, who);
  return id;
}

/** Pauses, archives or reopens a published position, as `who`. */
export async function setPositionStatus(
  t: TestApp,
  c: HiringCompany,
  id: string,
  status: 'active' | 'paused' | 'archived',
  who: TestUser = c.admin,
): Promise<void> {
  const changed = await t.request({
    method: 'POST',
    url: `/v1/-/positions/${id}/status`,
    token: who.token,
    company: c.subdomain,
    payload: { status },
  });
  if (changed.statusCode !== 200) throw new Error(`fixture status: ${changed.body}`);
}
