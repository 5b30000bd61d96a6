import { eq } from 'drizzle-orm';
import { type CompanyDetailsBR, type CompanyDetailsUS, companyDetails } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

export type CompanyDetailsRow = typeof companyDetails.$inferSelect;

/** A company's saved data, or null before its first save (one row per company, by its primary key). */
export async function findCompanyDetails(q: Queryable, workspaceId: string): Promise<CompanyDetailsRow | null> {
  const [row] = await q.select().from(companyDetails).where(eq(companyDetails.workspaceId, workspaceId)).limit(1);
  return row ?? null;
}

/** What one save changes: the Brazilian form (with its tax id column), the US form, or the LinkedIn id. */
export type CompanyDetailsChange =
  | { details: CompanyDetailsBR; taxId: string }
  | { detailsUs: CompanyDetailsUS }
  | { linkedinId: string | null };

/** Creates the company's row on its first save, else changes only what `change` names; answers the row. */
export async function saveCompanyDetails(
  q: Queryable,
  workspaceId: string,
  change: CompanyDetailsChange,
  by: { userId: string; now: Date },
): Promise<CompanyDetailsRow> {
  const set = { ...change, updatedAt: by.now, updatedBy: by.userId };
  const [row] = await q
    .insert(companyDetails)
    .values({ workspaceId, ...set })
    .onConflictDoUpdate({ target: companyDetails.workspaceId, set })
    .returning();
  if (!row) throw new Error('company details not saved');
  return row;
}
