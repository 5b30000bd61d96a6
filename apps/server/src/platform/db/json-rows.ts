import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Nested rows in one statement: `json_build_object` of every column of a Drizzle table, keyed by its TypeScript
 * name, so a named statement can return a parent with its children (json_agg) in one round trip and the caller
 * still gets `typeof table.$inferSelect`. The SQL is built once, at module load, from the schema: it follows
 * new columns by itself.
 */
export function jsonRow(table: Table, alias: string): string {
  const pairs = Object.entries(getTableColumns(table)).map(([key, column]) => `'${key}', ${alias}.${column.name}`);
  return `json_build_object(${pairs.join(', ')})`;
}

/** The inverse for values JSON cannot carry: timestamps arrive as ISO text and become Dates again. */
export function fromJsonRow<T extends Table>(table: T, value: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = { ...value };
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (column.columnType === 'PgTimestamp' && typeof row[key] === 'string') row[key] = new Date(row[key] as string);
  }
  return row as T['$inferSelect'];
}

/** `alias.column as "key"` for the listed columns of a table (or all but `except`), for a flat select. */
export function selectColumns(table: Table, alias: string, except: string[] = []): string {
  return Object.entries(getTableColumns(table))
    .filter(([key]) => !except.includes(key))
    .map(([key, column]) => `${alias}.${column.name} as "${key}"`)
    .join(', ');
}
