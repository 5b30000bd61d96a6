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
const database = await openDatabase(config, log);
try {
  const { app, deps } = await buildApp({ config: { ...config, logLevel: 'warn' }, db: database.db, clock: systemClock });
  const seeded = await seedIfEmpty(deps);
  log.info(seeded ? 'demo data seeded' : 'the database already has data; nothing seeded');
  await app.close();
} finally {
  await database.shutdown();
}
