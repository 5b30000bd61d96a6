import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import type { Expression, Node, Program } from 'oxc-parser';
import { parseSync, Visitor } from 'oxc-parser';

/**
 * One writer per table: a table's rows are inserted, updated and deleted by the data files of one module (or of
 * platform/ for its infrastructure tables); any other module asks that module, through its index.ts. This finds every
 * write in the server's source, Drizzle calls (`.insert(table)`, `.update(table)`, `.delete(table)`) and SQL text
 * (`insert into`, `update`, `delete from`, `merge into`, `on conflict ... do update`), and names the tables written
 * from two owners.
 */

const SERVER = 'apps/server';
const SCHEMA = `${SERVER}/src/db/schema`;

/**
 * Server files whose writes belong to no module, each with the reason. Migrations (`apps/server/drizzle/*.sql`, and
 * the triggers they define) are SQL files and never read. An exception that matches no file with a write fails the
 * check, so the list stays true.
 */
export const WRITER_EXCEPTIONS: { path: RegExp; why: string }[] = [
  {
    path: /^apps\/server\/src\/seed\//,
    why: 'the demo seed fills every domain in one pass before the app serves anyone: data, not a writer the app runs',
  },
  {
    path: /^apps\/server\/test\/|(\.test|test-fixtures|test-support)\.ts$/,
    why: 'tests, their factories and fixtures arrange rows directly to set up the case they prove',
  },
  {
    path: /^apps\/server\/bench\//,
    why: 'the benchmarks fill a throwaway database with large data sets, never one the app serves',
  },
];

export type WriteKind = 'insert' | 'update' | 'delete' | 'upsert' | 'merge';

export interface TableWrite {
  file: string;
  line: number;
  table: string;
  kind: WriteKind;
}

/** Who writes a table: the module folder under modules/, or `platform` for the infrastructure every module shares. */
export function ownerOf(file: string): string {
  const module = /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
  if (module) return module;
  return /^apps\/server\/src\/([^/]+)\//.exec(file)?.[1] ?? file;
}

function listTs(root: string, dir: string, found: string[]): string[] {
  if (!existsSync(join(root, dir))) return found;
  for (const name of readdirSync(join(root, dir))) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) listTs(root, path, found);
    else if (/\.ts$/.test(name) && !name.endsWith('.d.ts')) found.push(path.split(sep).join('/'));
  }
  return found;
}

function parse(file: string, source: string): Program {
  const { program, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`);
  return program;
}

/** The tables of db/schema: the exported variable of each `pgTable('name', ...)` to its table name. */
export function readTables(root: string): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of listTs(root, SCHEMA, [])) {
    const program = parse(file, readFileSync(join(root, file), 'utf8'));
    new Visitor({
      VariableDeclarator(node) {
        const init = node.init;
        if (node.id.type !== 'Identifier' || init?.type !== 'CallExpression') return;
        if (init.callee.type !== 'Identifier' || init.callee.name !== 'pgTable') return;
        const name = init.arguments[0];
        if (name?.type === 'Literal' && typeof name.value === 'string') tables.set(node.id.name, name.value);
      },
    }).visit(program);
  }
  return tables;
}

const NAME = String.raw`(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?`;
/** SQL statements that write, each with the table it writes; `for update` and `do update` lock or upsert, never name a table. */
const SQL_WRITES: { kind: WriteKind; pattern: RegExp }[] = [
  { kind: 'insert', pattern: new RegExp(String.raw`\binsert\s+into\s+${NAME}`, 'g') },
  { kind: 'update', pattern: new RegExp(String.raw`(?<!\b(?:for|do|key)\s+)\bupdate\s+(?:only\s+)?${NAME}`, 'g') },
  { kind: 'delete', pattern: new RegExp(String.raw`\bdelete\s+from\s+(?:only\s+)?${NAME}`, 'g') },
  { kind: 'merge', pattern: new RegExp(String.raw`\bmerge\s+into\s+(?:only\s+)?${NAME}`, 'g') },
];
const UPSERT = new RegExp(String.raw`\binsert\s+into\s+${NAME}[\s\S]*?\bon\s+conflict\b[^;]*?\bdo\s+update\b`, 'g');

const lineAt = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

/** Every write of one file: Drizzle calls on a schema table and SQL text in string and template literals. */
export function findWrites(file: string, source: string, tables: Map<string, string>): TableWrite[] {
  const program = parse(file, source);
  const tableNames = new Set(tables.values());
  // what this file calls the schema's tables: named imports (renamed or not) and namespace imports
  const local = new Map<string, string>();
  const namespaces = new Set<string>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    const target = join(dirname(file), statement.source.value).split(sep).join('/');
    if (!target.startsWith(`${SCHEMA}/`) && target !== SCHEMA) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportNamespaceSpecifier') namespaces.add(specifier.local.name);
      if (specifier.type !== 'ImportSpecifier') continue;
      const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
      const table = tables.get(imported);
      if (table) local.set(specifier.local.name, table);
    }
  }
  const tableOf = (node: Node | Expression | undefined): string | null => {
    if (node?.type === 'Identifier') return local.get(node.name) ?? null;
    if (node?.type === 'MemberExpression' && !node.computed && node.object.type === 'Identifier' && namespaces.has(node.object.name)) {
      return node.property.type === 'Identifier' ? (tables.get(node.property.name) ?? null) : null;
    }
    return null;
  };

  const writes: TableWrite[] = [];
  const scanSql = (text: string, offsetOf: (index: number) => number) => {
    const lower = text.toLowerCase();
    for (const { kind, pattern } of SQL_WRITES) {
      for (const match of lower.matchAll(pattern)) {
        const table = match[1] as string;
        if (tableNames.has(table)) writes.push({ file, line: lineAt(source, offsetOf(match.index)), table, kind });
      }
    }
    for (const match of lower.matchAll(UPSERT)) {
      const table = match[1] as string;
      if (tableNames.has(table)) writes.push({ file, line: lineAt(source, offsetOf(match.index)), table, kind: 'upsert' });
    }
  };

  new Visitor({
    CallExpression(node) {
      const callee = node.callee;
      if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
      const kind = callee.property.name;
      if (kind !== 'insert' && kind !== 'update' && kind !== 'delete') return;
      const table = tableOf(node.arguments[0]);
      if (table) writes.push({ file, line: lineAt(source, callee.property.start), table, kind });
    },
    Literal(node) {
      if (typeof node.value === 'string') scanSql(node.value, () => node.start);
    },
    TemplateLiteral(node) {
      // the quasis joined by the tables their `${...}` name (`update ${departments} set ...`); any other value is a
      // placeholder no table name matches
      let text = '';
      const starts: { at: number; source: number }[] = [];
      node.quasis.forEach((quasi, index) => {
        starts.push({ at: text.length, source: quasi.start });
        text += quasi.value.raw;
        const expression = node.expressions[index];
        if (expression) text += tableOf(expression) ?? ' \u0000 ';
      });
      scanSql(text, (index) => {
        const quasi = starts.findLast((start) => start.at <= index) ?? { at: 0, source: node.start };
        return quasi.source + (index - quasi.at);
      });
    },
  }).visit(program);
  return writes.sort((a, b) => a.line - b.line);
}

/** Every write in the server's source outside the exceptions, and the exceptions that matched no write. */
export function serverWrites(root: string): { writes: TableWrite[]; unusedExceptions: string[] } {
  const tables = readTables(root);
  const used = new Set<RegExp>();
  const writes: TableWrite[] = [];
  for (const file of listTs(root, SERVER, [])) {
    if (file.startsWith(`${SCHEMA}/`)) continue;
    const found = findWrites(file, readFileSync(join(root, file), 'utf8'), tables);
    const exception = WRITER_EXCEPTIONS.find(({ path }) => path.test(file));
    if (exception) {
      if (found.length > 0) used.add(exception.path);
      continue;
    }
    writes.push(...found);
  }
  const unusedExceptions = WRITER_EXCEPTIONS.filter(({ path }) => !used.has(path)).map(({ path }) => String(path));
  return { writes, unusedExceptions };
}

/** Each table to the owners that write it, owners in name order, tables in name order. */
export function tableOwners(writes: TableWrite[]): Map<string, Map<string, TableWrite[]>> {
  const byTable = new Map<string, Map<string, TableWrite[]>>();
  for (const write of writes) {
    const owners = byTable.get(write.table) ?? new Map<string, TableWrite[]>();
    const owner = ownerOf(write.file);
    owners.set(owner, [...(owners.get(owner) ?? []), write]);
    byTable.set(write.table, owners);
  }
  return new Map(
    [...byTable.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([table, owners]) => [table, new Map([...owners.entries()].sort(([a], [b]) => a.localeCompare(b)))]),
  );
}

const at = (write: TableWrite) => `${write.file}:${write.line} ${write.kind}`;

/**
 * The broken rules, one line each: a table written by more than one owner (naming every owner's files and lines), and
 * a module that writes outside its *.data.ts files (SQL text needs no import of db/schema, so the import rules miss it).
 */
export function tableWriterProblems(writes: TableWrite[]): string[] {
  const problems: string[] = [];
  for (const [table, owners] of tableOwners(writes)) {
    if (owners.size < 2) continue;
    const where = [...owners.entries()].map(([owner, found]) => `${owner} (${found.map(at).join(', ')})`);
    problems.push(`one-writer-per-table: ${table} is written by ${owners.size} owners: ${where.join('; ')}`);
  }
  for (const write of writes) {
    if (/^apps\/server\/src\/modules\//.test(write.file) && !write.file.endsWith('.data.ts')) {
      problems.push(`writes-only-in-data-files: ${at(write)} of ${write.table} (a module's tables are written by its *.data.ts files)`);
    }
  }
  return problems;
}
