import type { ResumeDraft } from '@trilha/contract';
import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Resume imports: the uploaded PDF waits here for the analysis job (and is dropped once read); the draft the
 * revision screen shows is kept until the import is purged (24 h). Nothing here is the profile.
 */
export const resumeImports = pgTable(
  'resume_imports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending | analysing | done | failed | timeout */
    status: text('status').notNull(),
    progress: integer('progress').notNull().default(0),
    file: bytea('file'),
    errorCode: text('error_code'),
    draft: jsonb('draft').$type<ResumeDraft>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // the job's queue: the oldest waiting import first
    index('resume_imports_waiting_idx').on(t.createdAt).where(sql`status in ('pending', 'analysing')`),
    // the hourly purge
    index('resume_imports_created_idx').on(t.createdAt),
  ],
);

export type ResumeImportRow = typeof resumeImports.$inferSelect;
