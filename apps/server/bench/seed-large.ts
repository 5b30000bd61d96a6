// `npm run seed:large`: the demo data, then the volumes the plan tests and the bench measure, in the database of
// DATABASE_URL (or the embedded one in DATA_DIR): 100,000 members and invites in a workspace, 200,000 positions of
// 200 companies and 100,000 courses of 40 providers (SEED_LARGE_LISTS, SEED_LARGE_POSITIONS, SEED_LARGE_COURSES
// change them). For looking at the product and its plans at scale; refused in production. Runs once: a database
// that has them already is left as it is.
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { systemClock } from '../src/platform/clock.ts';
import { openDatabase } from '../src/platform/db/bootstrap.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { fillLargeCourses, fillLargePositions, LARGE_COMPANY } from '../test/large-catalogue-fixture.ts';
import { fillLargeLists, LARGE_WORKSPACE } from '../test/large-lists-fixture.ts';

const config = loadConfig();
if (config.nodeEnv === 'production') {
  console.error('seed:large fills the database with made-up volumes; it does not run with NODE_ENV=production');
  process.exit(1);
}
const sizes = {
  lists: Number(process.env.SEED_LARGE_LISTS ?? 100_000),
  positions: Number(process.env.SEED_LARGE_POSITIONS ?? 200_000),
  courses: Number(process.env.SEED_LARGE_COURSES ?? 100_000),
};
const log = pino({ level: config.logLevel });
const database = await openDatabase(config, log);
try {
  const { app, deps } = await buildApp({ config: { ...config, logLevel: 'warn' }, db: database.db, clock: systemClock });
  await seedIfEmpty(deps);
  await app.close();
  const has = async (id: string) => (await database.pool.query('select 1 from workspaces where id = $1', [id])).rowCount === 1;
  if (await has(LARGE_WORKSPACE)) log.info('the large lists are there already');
  else {
    log.info(`filling the lists with ${sizes.lists} members and invites`);
    await fillLargeLists(database.pool, sizes.lists);
  }
  if (await has(LARGE_COMPANY)) log.info('the large catalogue is there already');
  else {
    log.info(`filling the catalogue with ${sizes.positions} positions and ${sizes.courses} courses`);
    await fillLargePositions(database.pool, sizes.positions);
    await fillLargeCourses(database.pool, sizes.courses);
  }
  log.info('done');
} finally {
  await database.shutdown();
}
