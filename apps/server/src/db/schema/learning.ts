import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contents } from './contents.ts';
import { users } from './identity.ts';

/** A file of a package: its path inside the zip and the storage key it was put under. */
export interface PackageFile {
  key: string;
  size: number;
}

/**
 * A content's SCORM package (one per content; a new upload replaces it). The files are stored under
 * `folder/<n>` with the map of their paths in `files`, so a path the zip names (spaces, accents, any case) never
 * becomes a storage key.
 */
export const learningPackages = pgTable('learning_packages', {
  contentId: uuid('content_id')
    .primaryKey()
    .references(() => contents.id, { onDelete: 'cascade' }),
  standard: text('standard').notNull(),
  title: text('title').notNull(),
  launchPath: text('launch_path').notNull(),
  /** the storage folder of this upload */
  folder: text('folder').notNull(),
  files: jsonb('files').$type<Record<string, PackageFile>>().notNull(),
  totalBytes: integer('total_bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
export type LearningPackageRow = typeof learningPackages.$inferSelect;

/** A person's runtime data of a package (the last commit, {} before it), so the course resumes where it stopped. */
export const learningRuntimes = pgTable(
  'learning_runtimes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    standard: text('standard').notNull(),
    cmi: jsonb('cmi').$type<Record<string, unknown>>().notNull(),
    /**
     * a random key naming the person's copy of the package in the player's address: the frame sends no session
     * (the token stays in the app's storage, out of the package's reach), so this key is what lets it in
     */
    playKey: text('play_key').notNull().unique(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] })],
);
