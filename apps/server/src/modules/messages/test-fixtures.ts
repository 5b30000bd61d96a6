import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/app.ts';
import { addMember, createUser, createWorkspace, type TestUser } from '../../../test/factories.ts';

const suffix = () => randomBytes(3).toString('hex');

/**
 * A company with one person per recruitment role, a position linked to the manager and one evaluator (another
 * evaluator is linked to nothing), two candidates who applied to it, and strangers: a plain member, another
 * company's administrator, a person of no company.
 */
export interface MessagesCompany {
  id: string;
  subdomain: string;
  name: string;
  positionId: string;
  admin: TestUser;
  manager: TestUser;
  evaluator: TestUser;
  unlinked: TestUser;
  member: TestUser;
  otherAdmin: TestUser;
  candidate: TestUser;
  otherCandidate: TestUser;
  /** the candidate's application (under analysis) and the other candidate's */
  applicationId: string;
  otherApplicationId: string;
}

const positionForm = (title: string, linkedUserIds: string[]) => ({
  title,
  description: 'Construir painéis e análises para as áreas de negócio da empresa.',
  categoryId: 1,
  contractType: 'FULL_TIME',
  salaryType: 'range',
  salaryMin: 6000,
  salaryMax: 8000,
  salaryPeriod: 'monthly',
  cityId: 3550308,
  steps: [{ kind: 'profile', minutes: 5, resume: false, coverLetter: true, accommodation: null }],
  linkedUserIds,
});

async function createPosition(t: TestApp, subdomain: string, who: TestUser, title: string, linkedUserIds: string[]) {
  const res = await t.request({
    method: 'POST',
    url: '/v1/-/positions',
    token: who.token,
    company: subdomain,
    payload: positionForm(title, linkedUserIds),
  });
  if (res.statusCode !== 201) throw new Error(`fixture position: ${res.body}`);
  const id = res.json().id as string;
  const published = await t.request({ method: 'POST', url: `/v1/-/positions/${id}/publish`, token: who.token, company: subdomain });
  if (published.statusCode !== 200) throw new Error(`fixture publish: ${published.body}`);
  return id;
}

/** An application straight into the table, under analysis unless told. */
export async function insertApplication(
  t: TestApp,
  userId: string,
  positionId: string,
  workspaceId: string,
  status: 'in_progress' | 'under_analysis' | 'closed' | 'given_up' = 'under_analysis',
  aggregatorId: string | null = null,
): Promise<string> {
  const now = t.clock.now();
  const result = await t.db.execute<{ id: string }>(
    sql`insert into applications (user_id, position_id, workspace_id, aggregator_id, status, step, created_at, updated_at, submitted_at)
        values (${userId}, ${positionId}, ${workspaceId}, ${aggregatorId}, ${status}, ${status === 'in_progress' ? 'interested' : 'none'},
          ${now}, ${now}, ${status === 'in_progress' ? null : now})
        returning id`,
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error('fixture application');
  return id;
}

export async function createMessagesCompany(t: TestApp): Promise<MessagesCompany> {
  const subdomain = `conversa-${suffix()}`;
  const name = `Conversa ${suffix()}`;
  const workspace = await createWorkspace(t, { name, subdomain });
  const other = await createWorkspace(t, { name: 'Outra Empresa', subdomain: `outra-${suffix()}` });
  const user = (who: string) => createUser(t, { name: who, lastName: 'Teste', email: `${who.toLowerCase()}-${suffix()}@example.com` });
  const [admin, manager, evaluator, unlinked, member, otherAdmin, candidate, otherCandidate] = await Promise.all(
    ['Alice', 'Mateus', 'Eva', 'Elias', 'Marta', 'Otto', 'Candida', 'Carlos'].map(user),
  );
  if (!admin || !manager || !evaluator || !unlinked || !member || !otherAdmin || !candidate || !otherCandidate) throw new Error('fixture');
  await addMember(t, workspace.id, admin.id, 'administrator', 'admin');
  for (const person of [manager, evaluator, unlinked, member]) await addMember(t, workspace.id, person.id, 'member');
  await addMember(t, other.id, otherAdmin.id, 'administrator', 'admin');
  const setRole = (person: TestUser, role: string) =>
    t.db.execute(
      sql`update workspace_members set recruitment_role = ${role} where workspace_id = ${workspace.id} and user_id = ${person.id}`,
    );
  await setRole(manager, 'manager');
  await setRole(evaluator, 'evaluator');
  await setRole(unlinked, 'evaluator');
  const positionId = await createPosition(t, subdomain, admin, 'Analista de Dados Pleno', [manager.id, evaluator.id]);
  const applicationId = await insertApplication(t, candidate.id, positionId, workspace.id);
  const otherApplicationId = await insertApplication(t, otherCandidate.id, positionId, workspace.id);
  return {
    id: workspace.id,
    subdomain,
    name,
    positionId,
    admin,
    manager,
    evaluator,
    unlinked,
    member,
    otherAdmin,
    candidate,
    otherCandidate,
    applicationId,
    otherApplicationId,
  };
}

/** A message straight into the table, `minutesAgo` before the clock. */
export async function insertMessage(t: TestApp, applicationId: string, fromCompany: boolean, body: string, senderId: string | null = null) {
  await t.db.execute(
    sql`insert into application_messages (application_id, sender_id, from_company, body, created_at)
        values (${applicationId}, ${senderId}, ${fromCompany}, ${body}, ${t.clock.now()})`,
  );
}
