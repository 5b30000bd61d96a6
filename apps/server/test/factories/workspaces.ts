import { eq } from 'drizzle-orm';
import { workspaceDeletionRequests, workspaces } from '../../src/db/schema/index.ts';
import { DAY } from '../../src/platform/clock.ts';
import type { TestApp } from '../app.ts';

/** A completed business workspace, Empresa Teste unless told. */
export async function createWorkspace(t: TestApp, overrides: Partial<typeof workspaces.$inferInsert> = {}) {
  const [workspace] = await t.db
    .insert(workspaces)
    .values({ name: 'Empresa Teste', type: 'business', isCompleted: true, createdAt: t.clock.now(), ...overrides })
    .returning();
  if (!workspace) throw new Error('workspace not created');
  return workspace;
}

/** Changes workspace columns straight in the table (status, payment exemption, type...), as another module would. */
export async function updateWorkspace(t: TestApp, id: string, values: Partial<typeof workspaces.$inferInsert>) {
  await t.db.update(workspaces).set(values).where(eq(workspaces.id, id));
}

export async function workspaceStatus(t: TestApp, id: string): Promise<string | undefined> {
  const [row] = await t.db.select({ status: workspaces.status }).from(workspaces).where(eq(workspaces.id, id));
  return row?.status;
}

/** A pending deletion request, a day before the clock unless told. */
export async function requestDeletion(t: TestApp, workspaceId: string, requestedAt = new Date(t.clock.now().getTime() - DAY)) {
  await t.db.insert(workspaceDeletionRequests).values({ workspaceId, status: 'PENDING', requestedAt });
}
