import { sql } from 'drizzle-orm';
import type { TestApp } from '../app.ts';
import { addMember } from './members.ts';
import { createHiringCompany, createPosition, type HiringCompany } from './positions.ts';
import { createUser, type TestUser } from './users.ts';

type ApplicationStatus = 'in_progress' | 'under_analysis' | 'closed' | 'given_up';

/**
 * An application straight into the table (the applying flow is the applications module's): under analysis, in
 * screening, unless told; an application in progress has not been submitted.
 */
export async function insertApplication(
  t: TestApp,
  values: {
    userId: string;
    positionId: string;
    workspaceId: string;
    status?: ApplicationStatus;
    stage?: string;
    aggregatorId?: string | null;
  },
): Promise<string> {
  const { userId, positionId, workspaceId, status = 'under_analysis', aggregatorId = null } = values;
  const stage = values.stage ?? (status === 'under_analysis' ? 'screening' : 'new');
  const now = t.clock.now();
  const result = await t.db.execute<{ id: string }>(
    sql`insert into applications (user_id, position_id, workspace_id, aggregator_id, status, step, stage, created_at, updated_at, submitted_at)
        values (${userId}, ${positionId}, ${workspaceId}, ${aggregatorId}, ${status}, ${status === 'in_progress' ? 'interested' : 'none'},
          ${stage}, ${now}, ${now}, ${status === 'in_progress' ? null : now})
        returning id`,
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error('fixture application');
  return id;
}

/** A message of an application straight into the table, at the clock's time. */
export async function insertMessage(t: TestApp, applicationId: string, fromCompany: boolean, body: string, senderId: string | null = null) {
  await t.db.execute(
    sql`insert into application_messages (application_id, sender_id, from_company, body, created_at)
        values (${applicationId}, ${senderId}, ${fromCompany}, ${body}, ${t.clock.now()})`,
  );
}

/**
 * A recruiting company with a position created by the manager and linked to the manager and the evaluator (a second
 * evaluator, `unlinked`, is linked to nothing), the candidate's application under analysis and another candidate's.
 */
export interface HiringSetup extends HiringCompany {
  positionId: string;
  unlinked: TestUser;
  otherCandidate: TestUser;
  applicationId: string;
  otherApplicationId: string;
}

export async function createHiringSetup(t: TestApp): Promise<HiringSetup> {
  const c = await createHiringCompany(t);
  const [unlinked, otherCandidate] = await Promise.all([
    createUser(t, { name: 'Ulisses', email: `ulisses-${c.subdomain}@example.com` }),
    createUser(t, { name: 'Olga', email: `olga-${c.subdomain}@example.com` }),
  ]);
  await addMember(t, c.id, unlinked.id, 'member', 'user', 'evaluator');
  const positionId = await createPosition(
    t,
    c,
    { title: 'Analista de Dados', linkedUserIds: [c.manager.id, c.evaluator.id] },
    'active',
    c.manager,
  );
  const application = (userId: string) => insertApplication(t, { userId, positionId, workspaceId: c.id });
  return {
    ...c,
    positionId,
    unlinked,
    otherCandidate,
    applicationId: await application(c.candidate.id),
    otherApplicationId: await application(otherCandidate.id),
  };
}
