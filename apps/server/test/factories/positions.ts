import type { PositionForm } from '@trilha/contract';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../app.ts';
import { type CompanyOf, createCompany, RECRUITMENT_PEOPLE } from './companies.ts';
import { type TestUser, unique } from './users.ts';

/** A company with one person per recruitment role, a plain member, another company's admin, a candidate, and skills. */
export type HiringCompany = CompanyOf<typeof RECRUITMENT_PEOPLE> & { skills: string[] };

/** A recruiting company (named Contrata and a random word) and three skills of the catalogue, SQL first. */
export async function createHiringCompany(t: TestApp): Promise<HiringCompany> {
  const company = await createCompany(t, {
    people: RECRUITMENT_PEOPLE,
    workspace: { name: `Contrata ${unique(3)}`, subdomain: `contrata-${unique(3)}` },
  });
  const skills = await t.db.execute<{ id: string }>(sql`select id from skills where code in ('sql', 'python', 'power bi') order by code`);
  return { ...company, skills: skills.rows.map((row) => row.id) };
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

/** An active position straight into the table (no steps, salary unspecified), linked to `linked` recruiters. */
export async function insertPosition(t: TestApp, workspaceId: string, title: string, linked: TestUser[] = []): Promise<string> {
  const now = t.clock.now();
  const rows = await t.db.execute<{ id: string }>(sql`
    insert into positions (workspace_id, title, description, category_id, contract_type, salary_type, language, status,
      search_text, published_at, created_at, updated_at)
    values (${workspaceId}, ${title}, 'Uma vaga de teste.', 1, 'FULL_TIME', 'unspecified', 'pt-BR', 'active',
      ${title.toLowerCase()}, ${now}, ${now}, ${now}) returning id`);
  const id = rows.rows[0]?.id ?? '';
  for (const person of linked) await t.db.execute(sql`insert into position_members (position_id, user_id) values (${id}, ${person.id})`);
  return id;
}
