import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/app.ts';
import { addMember, createUser, type TestUser } from '../../../test/factories.ts';
import { createHiringCompany, createPosition, type HiringCompany } from '../../../test/hiring-fixtures.ts';

/**
 * A company with one person per recruitment role, a position created by the manager and linked to the evaluator
 * (a second evaluator is linked to nothing), the candidate's application under analysis, another candidate's,
 * and strangers: a plain member, another company's administrator, a person of no company.
 */
export interface HiringSetup extends HiringCompany {
  positionId: string;
  unlinked: TestUser;
  otherCandidate: TestUser;
  applicationId: string;
  otherApplicationId: string;
}

const ACTOR_NAMES = [
  'admin',
  'manager',
  'evaluator',
  'unlinked',
  'member',
  'otherAdmin',
  'candidate',
  'otherCandidate',
  'anonymous',
] as const;
export type ActorName = (typeof ACTOR_NAMES)[number];
export const ACTORS: readonly ActorName[] = ACTOR_NAMES;

/** An application straight into the table (the applying flow is the applications module's), under analysis unless told. */
export async function insertApplication(
  t: TestApp,
  userId: string,
  positionId: string,
  workspaceId: string,
  status: 'in_progress' | 'under_analysis' | 'closed' | 'given_up' = 'under_analysis',
): Promise<string> {
  const now = t.clock.now();
  const result = await t.db.execute<{ id: string }>(
    sql`insert into applications (user_id, position_id, workspace_id, status, step, stage, created_at, updated_at, submitted_at)
        values (${userId}, ${positionId}, ${workspaceId}, ${status}, ${status === 'in_progress' ? 'interested' : 'none'},
          ${status === 'under_analysis' ? 'screening' : 'new'}, ${now}, ${now}, ${status === 'in_progress' ? null : now})
        returning id`,
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error('fixture application');
  return id;
}

export async function createHiringSetup(t: TestApp): Promise<HiringSetup> {
  const c = await createHiringCompany(t);
  const unlinked = await createUser(t, { name: 'Ulisses', email: `ulisses-${c.subdomain}@example.com` });
  const otherCandidate = await createUser(t, { name: 'Olga', email: `olga-${c.subdomain}@example.com` });
  await addMember(t, c.id, unlinked.id, 'member');
  await t.db.execute(
    sql`update workspace_members set recruitment_role = 'evaluator' where workspace_id = ${c.id} and user_id = ${unlinked.id}`,
  );
  const positionId = await createPosition(
    t,
    c,
    { title: 'Analista de Dados', linkedUserIds: [c.manager.id, c.evaluator.id] },
    'active',
    c.manager,
  );
  const applicationId = await insertApplication(t, c.candidate.id, positionId, c.id);
  const otherApplicationId = await insertApplication(t, otherCandidate.id, positionId, c.id);
  return { ...c, positionId, unlinked, otherCandidate, applicationId, otherApplicationId };
}

/** A valid interview invite a day after the clock. */
export const interviewFormFor = (t: TestApp, overrides: Record<string, unknown> = {}) => ({
  scheduledAt: new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString(),
  durationMinutes: 45,
  place: null,
  link: 'https://meet.example.com/abc',
  message: 'Conversa com a equipe de dados.',
  ...overrides,
});

export const offerFormFor = (overrides: Record<string, unknown> = {}) => ({
  salary: 'R$ 7.500,00 por mês',
  startDate: '2026-04-01',
  message: 'Ficamos muito felizes em fazer esta proposta.',
  ...overrides,
});

/** The offer token from the last offer e-mail sent to `email`. */
export async function lastOfferToken(t: TestApp, email: string): Promise<string> {
  const rows = await t.db.execute<{ text: string }>(
    sql`select text from outbox_messages where "to" = ${email.toLowerCase()} and text like '%/offer/%' order by created_at desc limit 1`,
  );
  const token = /\/offer\/([A-Za-z0-9_-]+)/.exec(rows.rows[0]?.text ?? '')?.[1];
  if (!token) throw new Error('no offer e-mail');
  return token;
}
