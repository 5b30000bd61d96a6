import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import { connectDatabase, type Database, type Db } from './connect.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * Reads that tolerate a few seconds of lag (searches, public pages, sitemaps, feeds, discovery, reports) go to a
 * streaming replica of DATABASE_READ_URL; every other read and every write stays on the primary.
 *
 * How far behind a replica is: every check reads the primary's WAL position and each replica's replayed position.
 * The primary's positions are kept with the time they were seen; a replica's lag is the age of the oldest position it
 * has not replayed yet (0 when it has replayed everything the primary had). That counts lag as "what it missed, since
 * when", the same whether the primary is busy or idle, whether replay is delayed or paused.
 *
 * Read-your-writes: a person's write leaves the primary's WAL position on their session (session-lookup.ts); a
 * replica serves that person only once it has replayed past it. Until then their lag-tolerant reads go to the primary,
 * so a profile saved and then searched for is found even while the replica is paused.
 */

/** A WAL position ('16/B374D848') as a number that compares. */
function lsnValue(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

type ReplicaState = 'ok' | 'lagging' | 'down';

export interface ReplicaStatus {
  /** host:port/database of the replica, without credentials */
  name: string;
  state: ReplicaState;
  /** how long ago the oldest change it has not replayed was made on the primary (null until first checked or down) */
  lagMs: number | null;
}

interface Replica {
  name: string;
  database: Database;
  state: ReplicaState;
  lagMs: number | null;
  replayed: bigint;
}

/** Who is reading: a session that wrote carries the primary's WAL position after its last write. */
interface Reader {
  lastWriteLsn?: string | null;
}

export interface ReadRouting {
  /** whether any replica is configured (else every read is the primary's, and nothing is recorded after writes) */
  readonly enabled: boolean;
  /**
   * Runs `work` on a replica that is in rotation and has replayed the reader's last write, else on the primary. A
   * replica that fails to answer is taken out of rotation and the work runs again on the primary: no reader sees a
   * replica's failure.
   */
  read<T>(reader: Reader | null, work: (db: Db) => Promise<T>): Promise<T>;
  /** checks every replica now (also done every `checkEveryMs` in the background) */
  check(): Promise<void>;
  status(): ReplicaStatus[];
  close(): Promise<void>;
}

export interface ReadRoutingOptions {
  primary: Db;
  urls: readonly string[];
  maxLagMs: number;
  clock: Clock;
  log: Logger;
  poolMax: number;
  statementTimeoutMs: number;
  /** how often the background check runs; 0 for none (tests call check()) */
  checkEveryMs: number;
}

const nameOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
};

/** A replica that did not answer its check within this long counts as down. */
const CHECK_TIMEOUT_MS = 2_000;

export function createReadRouting(options: ReadRoutingOptions): ReadRouting {
  const { primary, maxLagMs, clock, log } = options;
  if (options.urls.length === 0) {
    return {
      enabled: false,
      read: (_reader, work) => work(primary),
      check: async () => undefined,
      status: () => [],
      close: async () => undefined,
    };
  }
  const replicas: Replica[] = options.urls.map((url) => ({
    name: nameOf(url),
    database: connectDatabase(url, {
      max: options.poolMax,
      statementTimeoutMs: options.statementTimeoutMs,
      connectionTimeoutMs: CHECK_TIMEOUT_MS,
    }),
    state: 'down',
    lagMs: null,
    replayed: 0n,
  }));
  // the primary's WAL positions with the time each was seen, oldest first; only those a replica may not have
  // replayed are kept
  const seen: { at: number; lsn: bigint }[] = [];
  let next = 0;

  const setState = (replica: Replica, state: ReplicaState, lagMs: number | null) => {
    if (replica.state !== state) log.warn({ replica: replica.name, from: replica.state, to: state, lagMs }, 'read replica state changed');
    replica.state = state;
    replica.lagMs = lagMs;
  };

  const checkReplica = async (replica: Replica, now: number) => {
    try {
      const { rows } = await replica.database.pool.query<{ replayed: string | null; recovering: boolean }>({
        text: 'select pg_last_wal_replay_lsn()::text as replayed, pg_is_in_recovery() as recovering',
        query_timeout: CHECK_TIMEOUT_MS,
      } as never);
      const row = rows[0];
      // a server that is not in recovery is not a replica of this primary (a promoted one has its own history)
      if (!row?.recovering || !row.replayed) return setState(replica, 'down', null);
      replica.replayed = lsnValue(row.replayed);
      const missed = seen.find((position) => position.lsn > replica.replayed);
      const lagMs = missed ? Math.max(0, now - missed.at) : 0;
      setState(replica, lagMs > maxLagMs ? 'lagging' : 'ok', lagMs);
    } catch (error) {
      log.debug({ err: error, replica: replica.name }, 'read replica check failed');
      setState(replica, 'down', null);
    }
  };

  const check = async () => {
    const now = clock.now().getTime();
    try {
      const { rows } = await primary.$client.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      const lsn = lsnValue(rows[0]?.lsn ?? '0/0');
      if (seen.at(-1)?.lsn !== lsn) seen.push({ at: now, lsn });
    } catch {
      // the primary's own outage shows elsewhere; the replicas keep the state they had
      return;
    }
    await Promise.all(replicas.map((replica) => checkReplica(replica, now)));
    // positions every replica has replayed are not needed any more (the newest stays, as the next comparison's base)
    const slowest = replicas.reduce((min, replica) => (replica.replayed < min ? replica.replayed : min), seen.at(-1)?.lsn ?? 0n);
    while (seen.length > 1 && seen[0] && seen[0].lsn <= slowest) seen.shift();
    // and never more than a few minutes of them, whatever a dead replica missed
    while (seen.length > 1000) seen.shift();
  };

  let checking: Promise<void> | null = null;
  const checkOnce = () => {
    checking ??= check().finally(() => {
      checking = null;
    });
    return checking;
  };
  const timer = options.checkEveryMs > 0 ? setInterval(() => void checkOnce(), options.checkEveryMs) : null;
  timer?.unref();

  /** The next replica in rotation that has what the reader wrote, taking turns among them. */
  const pick = (reader: Reader | null): Replica | null => {
    const needed = reader?.lastWriteLsn ? lsnValue(reader.lastWriteLsn) : 0n;
    for (let i = 0; i < replicas.length; i++) {
      const replica = replicas[(next + i) % replicas.length] as Replica;
      if (replica.state === 'ok' && replica.replayed >= needed) {
        next = (next + i + 1) % replicas.length;
        return replica;
      }
    }
    return null;
  };

  return {
    enabled: true,
    async read(reader, work) {
      const replica = pick(reader);
      if (!replica) return work(primary);
      try {
        return await work(replica.database.db);
      } catch (error) {
        // only the replica's absence moves the read; any other error is the request's own
        if (!isReplicaGone(error)) throw error;
        log.warn({ replica: replica.name }, 'read replica failed a read; its reads go to the primary');
        setState(replica, 'down', null);
        return work(primary);
      }
    },
    check: checkOnce,
    status: () => replicas.map(({ name, state, lagMs }) => ({ name, state, lagMs })),
    async close() {
      if (timer) clearInterval(timer);
      await checking?.catch(() => undefined);
      await Promise.all(replicas.map((replica) => replica.database.close().catch(() => undefined)));
    },
  };
}

/**
 * A replica that stopped answering (down, restarting, promoted away, out of connections): the same errors that make
 * the API answer 503, except the two that say nothing about the replica's health. A statement cancelled by a conflict with recovery (40001 on a standby) counts too: the primary has no such conflict.
 */
function isReplicaGone(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  // a write refused as read-only is a bug of the caller; a statement past its timeout is the query's own slowness
  if (code === '25006' || code === '57014') return false;
  if (code === '40001') return true;
  return isDatabaseUnavailable(error) || isReplicaGone(cause, depth + 1);
}
