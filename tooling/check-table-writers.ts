// `npm run check:imports` (third part): every table has one writer, its owning module (table-writers.ts).
// `--owners` prints each table with the module that writes it.
import { ROOT } from './run-tool.ts';
import { ownerOf, serverWrites, tableOwners, tableWriterProblems } from './table-writers.ts';

const { writes, unusedExceptions } = serverWrites(ROOT);
if (process.argv.includes('--owners')) {
  for (const [table, owners] of tableOwners(writes)) console.log(`${table}: ${[...owners.keys()].join(', ')}`);
}
const problems = [
  ...tableWriterProblems(writes),
  ...unusedExceptions.map((path) => `writer exception ${path} matches no file that writes: remove it from WRITER_EXCEPTIONS`),
];
for (const problem of problems) console.error(`error ${problem}`);
if (problems.length > 0) {
  console.error(`${problems.length} table-writer error(s)`);
  process.exit(1);
}
const owners = new Set(writes.map((write) => ownerOf(write.file)));
console.log(`tables: ${tableOwners(writes).size} tables, each written by one of ${owners.size} owners`);
