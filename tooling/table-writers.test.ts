import { afterEach, describe, expect, it } from 'vitest';
import { ROOT, writeSamples } from './run-tool.ts';
import { findWrites, serverWrites, tableWriterProblems } from './table-writers.ts';

const SCHEMA = {
  'apps/server/src/db/schema/things.ts':
    "import { pgTable, text } from 'drizzle-orm/pg-core';\n" +
    "export const things = pgTable('things', { id: text('id') });\n" +
    "export const thingNotes = pgTable('thing_notes', { id: text('id') });\n",
  'apps/server/src/db/schema/index.ts': "export * from './things.ts';\n",
};
const THINGS_DATA =
  "import { things } from '../../db/schema/index.ts';\n" +
  'export const addThing = (q, id) => q.insert(things).values({ id });\n' +
  'export const dropThing = (q, id) => q.delete(things).where(id);\n';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});
async function problemsOf(files: Record<string, string>) {
  const samples = await writeSamples({ ...SCHEMA, ...files });
  cleanup = samples.cleanup;
  return tableWriterProblems(serverWrites(`${ROOT}/${samples.dir}`).writes);
}

describe('one writer per table', () => {
  it('refuses a table written by two modules, naming both files and lines', async () => {
    const problems = await problemsOf({
      'apps/server/src/modules/things/things.data.ts': THINGS_DATA,
      'apps/server/src/modules/others/others.data.ts':
        "import { statement } from '../../platform/db/statements.ts';\n" +
        "const touch = statement('others.touch',\n  'update things set id = $2 where id = $1');\n" +
        'export const touchThing = (q, id) => touch.run(q, id, id);\n',
    });
    expect(problems).toEqual([
      'one-writer-per-table: things is written by 2 owners: ' +
        'others (apps/server/src/modules/others/others.data.ts:3 update); ' +
        'things (apps/server/src/modules/things/things.data.ts:2 insert, apps/server/src/modules/things/things.data.ts:3 delete)',
    ]);
  });

  it('passes one writer whose tables others only read, and leaves the seed and tests out', async () => {
    const problems = await problemsOf({
      'apps/server/src/modules/things/things.data.ts': THINGS_DATA,
      'apps/server/src/modules/others/others.data.ts':
        "import { sql } from 'drizzle-orm';\nimport { things } from '../../db/schema/index.ts';\n" +
        `export const lockThings = (q) => q.execute(sql\`select id from \${things} for update skip locked\`);\n`,
      'apps/server/src/modules/others/others.test.ts': "const arrange = 'insert into things (id) values (1)';\n",
      'apps/server/src/seed/things-seed.ts': "const seed = 'delete from things';\n",
    });
    expect(problems).toEqual([]);
  });

  it('refuses a module writing outside its data files, even without importing db/schema', async () => {
    const problems = await problemsOf({
      'apps/server/src/modules/things/things.service.ts': "const sneak = 'delete from thing_notes where id = $1';\n",
    });
    expect(problems).toEqual([
      "writes-only-in-data-files: apps/server/src/modules/things/things.service.ts:1 delete of thing_notes (a module's tables are written by its *.data.ts files)",
    ]);
  });
});

describe('finding writes', () => {
  const tables = new Map([
    ['things', 'things'],
    ['thingNotes', 'thing_notes'],
  ]);
  const found = (source: string) =>
    findWrites('apps/server/src/modules/m/m.data.ts', source, tables).map(({ line, table, kind }) => `${line} ${kind} ${table}`);

  it('reads Drizzle calls through renamed and namespace imports of the schema', () => {
    const source = [
      "import { thingNotes as notes } from '../../db/schema/things.ts';",
      "import * as schema from '../../db/schema/index.ts';",
      'q.update(notes).set({});',
      'q.insert(schema.things).values({});',
      'seen.delete(notes); cache.delete(key);',
    ].join('\n');
    expect(found(source)).toEqual(['3 update thing_notes', '4 insert things', '5 delete thing_notes']);
  });

  it('reads SQL text: statements, tagged templates with an interpolated table, merge and upsert', () => {
    const source = [
      "import { sql } from 'drizzle-orm';",
      "import { things } from '../../db/schema/index.ts';",
      `const a = sql\`update \${things} set id = \${id}\`;`,
      'const b = `insert into "public"."thing_notes" as n (id)',
      '  values ($1) on conflict (id) do update set id = excluded.id`;',
      "const c = 'MERGE INTO things t USING thing_notes n ON t.id = n.id WHEN MATCHED THEN DELETE';",
      "const d = 'delete from only thing_notes';",
    ].join('\n');
    expect(found(source)).toEqual([
      '3 update things',
      '4 insert thing_notes',
      '4 upsert thing_notes',
      '6 merge things',
      '7 delete thing_notes',
    ]);
  });

  it('takes no lock, upsert clause, prose nor unknown name for a write', () => {
    const source = [
      "const lock = 'select id from things for update of things skip locked';",
      "const keyLock = 'select 1 from things for no key update';",
      "const upsert = 'insert into elsewhere (id) values (1) on conflict do update set id = 2';",
      "const prose = 'update returned nothing';",
      '// update things set id = 1 (a comment is no SQL)',
    ].join('\n');
    expect(found(source)).toEqual([]);
  });
});

describe('the repository', () => {
  it('has one writer for every table, and every exception still matches a file that writes', () => {
    const { writes, unusedExceptions } = serverWrites(ROOT);
    expect(tableWriterProblems(writes)).toEqual([]);
    expect(unusedExceptions).toEqual([]);
  });
});
