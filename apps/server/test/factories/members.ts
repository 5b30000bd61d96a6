import type { WorkspaceRole } from '@trilha/contract';
import { workspaceMembers } from '../../src/db/schema/index.ts';
import type { TestApp } from '../app.ts';

export type RecruitmentRole = 'manager' | 'evaluator';

/** A member who joined and accepted the terms at the clock's time; `recruitmentRole` for the hiring team. */
export async function addMember(
  t: TestApp,
  workspaceId: string,
  userId: string,
  role: WorkspaceRole,
  userRole: 'admin' | 'user' = 'user',
  recruitmentRole: RecruitmentRole | null = null,
) {
  await t.db
    .insert(workspaceMembers)
    .values({ workspaceId, userId, role, userRole, recruitmentRole, joinedAt: t.clock.now(), tosAcceptedAt: t.clock.now() });
}
