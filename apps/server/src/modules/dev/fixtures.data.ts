import { eq } from 'drizzle-orm';
import { contents, users, workspaces } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

/** The id of the account with this e-mail (stored in lower case), or null. */
export async function findUserIdByEmail(q: Queryable, email: string): Promise<string | null> {
  const [row] = await q.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return row?.id ?? null;
}

/** A workspace's type, or null when there is none with this id. */
export async function findWorkspaceType(q: Queryable, workspaceId: string): Promise<string | null> {
  const [row] = await q.select({ type: workspaces.type }).from(workspaces).where(eq(workspaces.id, workspaceId));
  return row?.type ?? null;
}

export async function contentExists(q: Queryable, contentId: string): Promise<boolean> {
  const [row] = await q.select({ id: contents.id }).from(contents).where(eq(contents.id, contentId));
  return row !== undefined;
}
