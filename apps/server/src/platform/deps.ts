import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/connect.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every service needs, built once by the app factory. */
export interface Deps {
  db: Db;
  clock: Clock;
  config: Config;
  log: Logger;
  mailer: Mailer;
}
