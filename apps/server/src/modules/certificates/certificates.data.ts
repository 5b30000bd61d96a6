import { desc, eq, sql } from 'drizzle-orm';
import { type CertificateKeyRow, type CertificateRow, certificateKeys, certificates } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

export type { CertificateKeyRow, CertificateRow };

/** A certificate as it is inserted (the id is the database's). */
export type NewCertificate = Omit<CertificateRow, 'id'>;

/** What a certificate of one content says, read at issue; null when the content is gone. */
export async function contentCertificateSource(q: Queryable, userId: string, contentId: string) {
  const rows = await q.execute<{
    workspace_id: string;
    title: string;
    description: string | null;
    minutes: number | null;
    issuer_name: string;
    recipient_name: string;
  }>(sql`
    select c.workspace_id, c.title, c.description, ${MINUTES_OF('c')} as minutes, w.name as issuer_name,
      trim(u.name || ' ' || u.last_name) as recipient_name
    from contents c join workspaces w on w.id = c.workspace_id join users u on u.id = ${userId}::uuid
    where c.id = ${contentId}::uuid`);
  return rows.rows[0] ?? null;
}

/** A content's workload in minutes: a day of study counts as 8 hours. */
function MINUTES_OF(alias: string) {
  return sql.raw(
    `case ${alias}.duration_unit when 'min' then ${alias}.duration when 'hrs' then ${alias}.duration * 60 when 'days' then ${alias}.duration * 480 end`,
  );
}

/**
 * The pathways holding the content whose every content the person has concluded as verified, with what their
 * certificate says (the workload is the sum of the contents'; null when none states one).
 */
export async function completedListSources(q: Queryable, userId: string, contentId: string) {
  const rows = await q.execute<{
    list_id: string;
    workspace_id: string;
    title: string;
    description: string | null;
    minutes: number | null;
    issuer_name: string;
    recipient_name: string;
  }>(sql`
    select l.id as list_id, l.workspace_id, l.title, l.description, sum(${MINUTES_OF('c')})::int as minutes,
      w.name as issuer_name, trim(u.name || ' ' || u.last_name) as recipient_name
    from list_contents target
    join lists l on l.id = target.list_id
    join workspaces w on w.id = l.workspace_id
    join users u on u.id = ${userId}::uuid
    join list_contents lc on lc.list_id = l.id
    join contents c on c.id = lc.content_id
    left join content_interactions ci on ci.content_id = lc.content_id and ci.user_id = ${userId}::uuid
      and ci.state = 'conclusion' and ci.verified
    where target.content_id = ${contentId}::uuid
    group by l.id, w.name, u.name, u.last_name
    having count(ci.content_id) = count(*)`);
  return rows.rows;
}

/** Inserts a certificate unless the person already holds one for the same content or pathway. */
export async function insertCertificate(q: Queryable, row: NewCertificate): Promise<boolean> {
  const inserted = await q.insert(certificates).values(row).onConflictDoNothing().returning({ id: certificates.id });
  return inserted.length > 0;
}

export async function findCertificateByCode(q: Queryable, code: string): Promise<CertificateRow | null> {
  const [row] = await q.select().from(certificates).where(eq(certificates.code, code));
  return row ?? null;
}

/** A person's certificates, newest first (served by certificates_user_issued_idx). */
export function listUserCertificates(q: Queryable, userId: string): Promise<CertificateRow[]> {
  return q
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(500);
}

export async function findCertificateKey(q: Queryable, workspaceId: string): Promise<CertificateKeyRow | null> {
  const [row] = await q.select().from(certificateKeys).where(eq(certificateKeys.workspaceId, workspaceId));
  return row ?? null;
}

/** Keeps the first key made for a workspace: two requests racing at its first need both sign with the same one. */
export async function insertCertificateKey(q: Queryable, row: CertificateKeyRow): Promise<CertificateKeyRow> {
  await q.insert(certificateKeys).values(row).onConflictDoNothing();
  const kept = await findCertificateKey(q, row.workspaceId);
  if (!kept) throw new Error(`the signing key of workspace ${row.workspaceId} vanished`);
  return kept;
}

export async function findWorkspaceName(q: Queryable, workspaceId: string): Promise<string | null> {
  const rows = await q.execute<{ name: string }>(sql`select name from workspaces where id = ${workspaceId}::uuid`);
  return rows.rows[0]?.name ?? null;
}
