import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { formatImportReport, type ImportRecord, importCourseRecords, parseCoursesCsv } from '../modules/courses/index.ts';
import { systemClock } from '../platform/clock.ts';
import { openDatabase } from '../platform/db/bootstrap.ts';
import { seedCourseSegments } from '../seed/courses-seed.ts';

// `npm run courses:import -- file.csv`: imports the course catalogue of a CSV into the database of DATABASE_URL (or
// the embedded one in DATA_DIR), after migrating it. Valid rows are inserted, or updated when their (provider,
// external_id) exists; the report lists each rejected line with its reasons. Exit code 0 once the file was read
// (even with rejections), 1 when it cannot be read as a catalogue CSV.
const argument = process.argv[2];
if (!argument) {
  console.error('usage: npm run courses:import -- file.csv');
  process.exit(1);
}
// npm runs scripts from the repository's root: a relative path is the caller's, from where they typed it
const path = resolve(process.env.INIT_CWD ?? process.cwd(), argument);

let records: ImportRecord[];
try {
  records = parseCoursesCsv(await readFile(path, 'utf8'));
} catch (error) {
  console.error(`cannot read ${path}: ${(error as Error).message}`);
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(config, pino({ level: config.logLevel === 'debug' ? 'debug' : 'warn' }));
try {
  // the segments the rows name are reference data: make sure this database has them
  await seedCourseSegments(database.db);
  const report = await importCourseRecords(database.db, records, systemClock.now());
  for (const line of formatImportReport(report)) console.log(line);
} finally {
  await database.shutdown();
}
