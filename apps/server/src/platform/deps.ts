import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/connect.ts';
import type { ReadRouting } from './db/read-replicas.ts';
import type { AppMetrics } from './http/metrics.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { Mailer } from './mail/mailer.ts';
import type { FileStorage } from './storage/file-storage.ts';

/** What every service needs, built once by the app factory. */
export interface Deps {
  db: Db;
  /** the readiness probe's own connection (db/connect.ts connectProbe): never waits behind the requests' pool */
  probeDb: Db;
  /** lag-tolerant reads on a read replica when DATABASE_READ_URL is set (db/read-replicas.ts); else on `db` */
  reads: ReadRouting;
  clock: Clock;
  config: Config;
  log: Logger;
  mailer: Mailer;
  /** every file the product stores (images, resumes, video answers), shared by every process */
  storage: FileStorage;
  /** draining (after SIGTERM): readiness answers 503 */
  lifecycle: Lifecycle;
  /** the app's Prometheus registry and the counters services and jobs add to */
  metrics: AppMetrics;
}
