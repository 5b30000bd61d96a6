import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/app.ts';
import { addMember, createUser, createWorkspace, type TestUser } from '../../../test/factories.ts';

const suffix = () => randomBytes(3).toString('hex');

/** A company with one person per recruitment role, a plain member, another company's admin and a candidate. */
export interface ReportsCompany {
  id: string;
  subdomain: string;
  name: string;
  admin: TestUser;
  manager: TestUser;
  evaluator: TestUser;
  member: TestUser;
  otherAdmin: TestUser;
  candidate: TestUser;
}

export async function createReportsCompany(t: TestApp): Promise<ReportsCompany> {
  const subdomain = `relatorios-${suffix()}`;
  const name = `Relatórios ${suffix()}`;
  const workspace = await createWorkspace(t, { name, subdomain });
  const other = await createWorkspace(t, { name: 'Outra Empresa', subdomain: `outra-${suffix()}` });
  const user = (who: string) => createUser(t, { name: who, email: `${who.toLowerCase()}-${suffix()}@example.com` });
  const [admin, manager, evaluator, member, otherAdmin, candidate] = await Promise.all(
    ['Alice', 'Mateus', 'Eva', 'Marta', 'Otto', 'Candida'].map(user),
  );
  if (!admin || !manager || !evaluator || !member || !otherAdmin || !candidate) throw new Error('fixture');
  await addMember(t, workspace.id, admin.id, 'administrator', 'admin');
  for (const person of [manager, evaluator, member]) await addMember(t, workspace.id, person.id, 'member');
  await addMember(t, other.id, otherAdmin.id, 'administrator', 'admin');
  for (const [person, role] of [
    [manager, 'manager'],
    [evaluator, 'evaluator'],
  ] as const)
    await t.db.execute(
      sql`update workspace_members set recruitment_role = ${role} where workspace_id = ${workspace.id} and user_id = ${person.id}`,
    );
  return { id: workspace.id, subdomain, name, admin, manager, evaluator, member, otherAdmin, candidate };
}

/** An active position of the company, linked to `linked` recruiters. */
export async function createReportPosition(t: TestApp, c: ReportsCompany, title: string, linked: TestUser[] = []): Promise<string> {
  const now = t.clock.now();
  const rows = await t.db.execute<{ id: string }>(sql`
    insert into positions (workspace_id, title, description, category_id, contract_type, salary_type, language, status,
      search_text, published_at, created_at, updated_at)
    values (${c.id}, ${title}, 'Uma vaga de teste dos relatórios.', 1, 'FULL_TIME', 'unspecified', 'pt-BR', 'active',
      ${title.toLowerCase()}, ${now}, ${now}, ${now}) returning id`);
  const id = rows.rows[0]?.id ?? '';
  for (const person of linked) await t.db.execute(sql`insert into position_members (position_id, user_id) values (${id}, ${person.id})`);
  return id;
}
