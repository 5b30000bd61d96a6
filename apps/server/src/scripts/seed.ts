import pino from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { systemClock } from '../platform/clock.ts';
import { openDatabase } from '../platform/db/bootstrap.ts';
import { seedIfEmpty } from '../seed/seed.ts';

// `npm run seed`: migrates the database of DATABASE_URL (or the embedded one in DATA_DIR) and seeds the demo
// data when it is empty, the same step `npm start` runs before listening.
const config = loadConfig();
const log = pino({ level: config.logLevel });
if (!config.seedDemo) {
  // demo accounts share a published password (one of them is support staff): never into production by accident
  console.error(
    config.nodeEnv === 'production'
      ? 'npm run seed refuses a production database: the demo accounts have a published password. Set SEED_DEMO=1 to seed them anyway.'
      : 'SEED_DEMO=0 says no demo data: nothing seeded.',
  );
  process.exit(1);
}
const database = await openDatabase(config, log);
try {
  const { app, deps } = await buildApp({ config: { ...config, logLevel: 'warn' }, db: database.db, clock: systemClock });
  const seeded = await seedIfEmpty(deps);
  log.info(seeded ? 'demo data seeded' : 'the database already has data; nothing seeded');
  await app.close();
} finally {
  await database.shutdown();
}
