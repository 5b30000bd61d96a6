import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { systemClock } from '../platform/clock.ts';
import type { Db } from '../platform/db/connect.ts';

// Builds the app without a database or a listener and prints its OpenAPI document.
const config = { ...loadConfig(), logLevel: 'silent' };
const { app } = await buildApp({ config, db: {} as Db, clock: systemClock });
process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
