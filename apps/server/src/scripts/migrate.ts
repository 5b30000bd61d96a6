import pino from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db/bootstrap.ts';
import { describeStartFailure } from '../platform/start-failure.ts';

// `npm run migrate`: applies the committed migrations to the database of DATABASE_URL (or the embedded one in
// DATA_DIR) without starting the server, as a release step before the new processes start. Concurrent runs are
// safe: migrations take an advisory lock.
const config = loadConfig();
const log = pino({ level: config.logLevel });
try {
  const database = await openDatabase(config, log);
  await database.shutdown();
} catch (error) {
  console.error(`Migrations not applied: ${describeStartFailure(error, config)}`);
  process.exit(1);
}
