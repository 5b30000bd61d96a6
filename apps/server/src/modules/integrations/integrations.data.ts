import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { companyIntegrations, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

export type IntegrationRow = typeof companyIntegrations.$inferSelect;
export type NewIntegration = Omit<typeof companyIntegrations.$inferInsert, 'id' | 'uninstalledAt'>;

const installedIn = (workspaceId: string) =>
  and(eq(companyIntegrations.workspaceId, workspaceId), isNull(companyIntegrations.uninstalledAt));

/** One installed (not uninstalled) integration of a company. */
export async function findInstalled(q: Queryable, workspaceId: string, id: string): Promise<IntegrationRow | null> {
  const [row] = await q
    .select()
    .from(companyIntegrations)
    .where(and(installedIn(workspaceId), eq(companyIntegrations.id, id)))
    .limit(1);
  return row ?? null;
}

/** The installed integration of a kind that exists at most once per company (hiring notification, native feed). */
export async function findInstalledOfKind(q: Queryable, workspaceId: string, kind: string): Promise<IntegrationRow | null> {
  const [row] = await q
    .select()
    .from(companyIntegrations)
    .where(and(installedIn(workspaceId), eq(companyIntegrations.kind, kind)))
    .orderBy(asc(companyIntegrations.installedAt))
    .limit(1);
  return row ?? null;
}

/** A page of a company's installed integrations, oldest first (company_integrations_list_idx). */
export async function listInstalled(q: Queryable, workspaceId: string, offset: number, limit: number): Promise<IntegrationRow[]> {
  return q
    .select()
    .from(companyIntegrations)
    .where(installedIn(workspaceId))
    .orderBy(asc(companyIntegrations.installedAt), asc(companyIntegrations.id))
    .offset(offset)
    .limit(limit);
}

/** How many integrations of each kind a company has installed (a company holds a handful: the index's slice of one company). */
export async function countInstalledByKind(q: Queryable, workspaceId: string): Promise<Map<string, number>> {
  const rows = await q
    .select({ kind: companyIntegrations.kind, installed: count() })
    .from(companyIntegrations)
    .where(installedIn(workspaceId))
    .groupBy(companyIntegrations.kind);
  return new Map(rows.map((row) => [row.kind, row.installed]));
}

/** Whether the company has an installed integration with this name (any case) or this token hash. */
export async function findClash(q: Queryable, workspaceId: string, name: string, tokenHash: string | null) {
  const [row] = await q
    .select({
      nameInUse: sql<boolean>`bool_or(lower(${companyIntegrations.name}) = lower(${name}))`,
      tokenExists: sql<boolean>`bool_or(${companyIntegrations.tokenHash} = ${tokenHash})`,
    })
    .from(companyIntegrations)
    .where(installedIn(workspaceId));
  return { nameInUse: row?.nameInUse === true, tokenExists: row?.tokenExists === true };
}

export async function insertIntegration(q: Queryable, values: NewIntegration): Promise<IntegrationRow> {
  const [row] = await q.insert(companyIntegrations).values(values).returning();
  if (!row) throw new Error('insert integration');
  return row;
}

/** Inserts a company's native integration unless it has one (a unique name keeps two racing inserts to one row). */
export async function ensureNativeIntegration(q: Queryable, workspaceId: string, kind: string, name: string, now: Date): Promise<void> {
  await q.execute(sql`
    insert into ${companyIntegrations} (workspace_id, kind, name, native, status, installed_at)
    select ${workspaceId}, ${kind}, ${name}, true, 'connected', ${now}
    where not exists (
      select 1 from ${companyIntegrations}
      where workspace_id = ${workspaceId} and kind = ${kind} and native and uninstalled_at is null)
    on conflict do nothing`);
}

export async function markUninstalled(q: Queryable, workspaceId: string, id: string, now: Date): Promise<void> {
  await q
    .update(companyIntegrations)
    .set({ uninstalledAt: now })
    .where(and(installedIn(workspaceId), eq(companyIntegrations.id, id)));
}

export async function setIntegrationStatus(q: Queryable, workspaceId: string, id: string, status: string): Promise<void> {
  await q
    .update(companyIntegrations)
    .set({ status })
    .where(and(eq(companyIntegrations.workspaceId, workspaceId), eq(companyIntegrations.id, id)));
}

export async function setIntegrationConfig(q: Queryable, workspaceId: string, id: string, config: Record<string, unknown>) {
  const [row] = await q
    .update(companyIntegrations)
    .set({ config, status: 'connected' })
    .where(and(eq(companyIntegrations.workspaceId, workspaceId), eq(companyIntegrations.id, id)))
    .returning();
  if (!row) throw new Error('update integration');
  return row;
}

/** Serialises the writes of one company's single-row integrations (the hiring notification) until the transaction ends. */
export async function lockCompanyIntegration(q: Queryable, workspaceId: string, kind: string): Promise<void> {
  await q.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`integration:${workspaceId}:${kind}`}, 0))`);
}

/** The full name of the person hired, for the hiring notification. */
export async function findCandidateName(q: Queryable, userId: string): Promise<string | null> {
  const [row] = await q.select({ name: users.name, lastName: users.lastName }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? [row.name, row.lastName].filter(Boolean).join(' ') : null;
}
