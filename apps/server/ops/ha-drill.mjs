#!/usr/bin/env node
// The failover drill: a real high-availability cluster on this machine's loopback (one etcd, three PostgreSQL 15
// nodes run by Patroni in synchronous mode, HAProxy in front of the leader), two API processes on it, writes that
// must each be acknowledged for a minute, and the leader's postmaster killed with SIGKILL twenty seconds in.
// Then every acknowledged write is looked for on the new leader. deploy/ha/README.md describes the same layout for
// production, with the settings this drill proves.
//
// Run as root on Debian bookworm, with Debian's packages patroni, etcd-server, haproxy and postgresql (15) installed;
// it installs nothing. PostgreSQL and Patroni run as the user postgres (initdb refuses root). Everything lives in a
// temporary directory on free ports, and every process it started is stopped at the end, passed or failed.
//
//   HA_PG_BIN        PostgreSQL's binaries (default /usr/lib/postgresql/15/bin)
//   HA_LOAD_SECONDS  how long the writes run (default 60); the leader is killed HA_KILL_AFTER_SECONDS (20) in
//   HA_LOGS          a directory to keep the logs of etcd, Patroni (with PostgreSQL's), HAProxy and the API in
//   HA_TMPDIR        where the temporary directory goes (default /dev/shm, else the system's temporary directory)
//
// Its last line is one JSON object: failoverSeconds (from the kill to the first acknowledged write sent after it),
// acknowledgedWrites, lostWrites (acknowledged, missing on the new leader) and unexpectedAnswers (anything but a 2xx
// or a 503 with Retry-After, and a request without an answer within 15 s). It exits non-zero unless failover took
// under 30 s, nothing was lost, nothing unexpected was answered and over 100 writes were acknowledged.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const PG_BIN = process.env.HA_PG_BIN || '/usr/lib/postgresql/15/bin';
const LOAD_MS = Number(process.env.HA_LOAD_SECONDS || 60) * 1000;
const KILL_AFTER_MS = Number(process.env.HA_KILL_AFTER_SECONDS || 20) * 1000;
const REQUEST_TIMEOUT_MS = 15_000;
const DEMO_PASSWORD = 'Trilha@2026';
// what a person's profile loop writes into the profile's professional title; the number is the revision
const REVISION = (n) => `Revisão ${n} do exercício de failover`;
const REVISION_NUMBER = /^Revisão (\d+) do exercício de failover$/;
// a candidate may send 30 messages in 10 minutes (platform/mail/send-limits.ts): each writer stays below, and each
// message loop has enough writers for a minute at its pace
const MESSAGES_PER_WRITER = 25;
const APPLIERS = 4;
const MESSAGE_LOOPS = 4;
const WRITERS_PER_LOOP = 7;

const started = Date.now();
// true while the write loops run (cleanup ends them too)
let loading = false;
const say = (line) => console.log(`[ha-drill +${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
/** An error that ends a wait at once (a process that exited will not become ready). */
class Fatal extends Error {}
async function waitFor(what, timeoutMs, probe) {
  const until = Date.now() + timeoutMs;
  let last;
  while (Date.now() < until) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      if (error instanceof Fatal) throw error;
      last = error;
    }
    await sleep(250);
  }
  throw new Error(`${what}: not after ${timeoutMs / 1000} s${last ? ` (${last.message ?? last})` : ''}`);
}

for (const binary of ['/usr/bin/etcd', '/usr/bin/patroni', '/usr/sbin/haproxy', join(PG_BIN, 'postgres')]) {
  if (!existsSync(binary)) {
    console.error(`ha drill: ${binary} is missing; install Debian's patroni, etcd-server, haproxy and postgresql`);
    process.exit(2);
  }
}

// PostgreSQL refuses to run as root: as root, Patroni (and through it PostgreSQL) runs as postgres
const asRoot = process.getuid?.() === 0;
const postgresUser = asRoot ? spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }) : null;
if (asRoot && postgresUser.status !== 0) {
  console.error('ha drill: as root it runs PostgreSQL as the user postgres, which is missing (Debian’s postgresql creates it)');
  process.exit(2);
}
const owner = asRoot
  ? { uid: Number(postgresUser.stdout), gid: Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout) }
  : null;
const asPostgres = (command, args) =>
  asRoot
    ? ['setpriv', ['--reuid', String(owner.uid), '--regid', String(owner.gid), '--init-groups', '--', command, ...args]]
    : [command, args];

// --- where everything lives ------------------------------------------------------------------------------------
// The kill is of a process, not of the machine: what PostgreSQL wrote survives it in the page cache, on a disk or not.
// So the data directories go to memory (/dev/shm) when there is one, which makes the cluster's start and the seed
// several times faster on a slow disk; HA_TMPDIR=/tmp puts them on the disk.
const base = process.env.HA_TMPDIR || (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());
const work = mkdtempSync(join(base, 'trilha-ha-'));
chmodSync(work, 0o755);
const logs = join(work, 'logs');
mkdirSync(logs);
const secret = () => randomBytes(12).toString('hex');
const passwords = { superuser: secret(), replication: secret(), rewind: secret(), app: secret() };
const ports = {
  etcd: await freePort(),
  etcdPeer: await freePort(),
  haproxy: await freePort(),
  haproxyStats: await freePort(),
  nodes: await Promise.all([1, 2, 3].map(async () => ({ pg: await freePort(), rest: await freePort() }))),
};
const nodes = ports.nodes.map((port, index) => {
  const name = `pg${index + 1}`;
  const dir = join(work, name);
  return { name, dir, dataDir: join(dir, 'data'), ...port, config: join(dir, 'patroni.yml') };
});
const nodeNamed = (name) => nodes.find((node) => node.name === name);

// --- processes: every one started here is stopped at the end ----------------------------------------------
const children = [];
function start(name, command, args, options = {}) {
  const log = join(logs, `${name}.log`);
  const fd = openSync(log, 'a');
  const child = spawn(command, args, { stdio: ['ignore', fd, fd], ...options });
  const entry = { name, child, log, exited: new Promise((resolve) => child.on('exit', resolve)) };
  child.on('error', (error) => say(`${name}: ${error.message}`));
  children.push(entry);
  return entry;
}
const alive = (entry) => entry.child.exitCode === null && entry.child.signalCode === null;
const tail = (entry, chars = 3000) => (existsSync(entry.log) ? readFileSync(entry.log, 'utf8').slice(-chars) : '');
async function stop(entry, graceMs) {
  if (!alive(entry)) return;
  entry.child.kill('SIGTERM');
  const stopped = await Promise.race([entry.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!stopped && alive(entry)) {
    entry.child.kill('SIGKILL');
    await entry.exited;
  }
}

/** Processes whose working directory lies in the drill's directory: PostgreSQL's, whatever became of its parents. */
function strays() {
  const found = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    try {
      if (readlinkSync(`/proc/${pid}/cwd`).startsWith(`${work}/`)) found.push(Number(pid));
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

/** A signal to a process that may have exited meanwhile. */
const signal = (pid, name) => {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
};
const postmasterOf = (node) => {
  try {
    return Number(readFileSync(join(node.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
  } catch {
    return null;
  }
};

let cleaned;
function cleanup() {
  cleaned ??= (async () => {
    loading = false;
    const by = (prefix) => children.filter((entry) => entry.name.startsWith(prefix));
    await Promise.all(by('api-').map((entry) => stop(entry, 10_000)));
    await Promise.all(by('haproxy').map((entry) => stop(entry, 5_000)));
    // Patroni first (it would restart a PostgreSQL it sees stop), then PostgreSQL's immediate shutdown: no checkpoint
    // to wait for, and the postmaster still removes its shared memory, which a SIGKILL would leave behind
    for (const entry of by('patroni-')) if (alive(entry)) entry.child.kill('SIGKILL');
    await Promise.all(by('patroni-').map((entry) => entry.exited));
    const ours = new Set(strays());
    for (const node of nodes) {
      const pid = postmasterOf(node);
      if (ours.has(pid)) signal(pid, 'SIGQUIT');
    }
    await waitFor('PostgreSQL stopped', 10_000, () => strays().length === 0).catch(() => {
      for (const pid of strays()) signal(pid, 'SIGKILL');
    });
    await Promise.all(children.map((entry) => stop(entry, 10_000)));
    if (process.env.HA_LOGS) cpSync(logs, process.env.HA_LOGS, { recursive: true });
    rmSync(work, { recursive: true, force: true });
  })();
  return cleaned;
}
// the last resort when the drill dies some other way: nothing it started outlives it
process.on('exit', () => {
  for (const entry of children) if (alive(entry)) entry.child.kill('SIGKILL');
  for (const pid of strays()) signal(pid, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
});
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => {
    console.error(error);
    cleanup().finally(() => process.exit(1));
  });
}
for (const [name, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(name, () => {
    say(`${name}: stopping everything`);
    cleanup().finally(() => process.exit(code));
  });
}

// --- the cluster: etcd, three Patroni nodes, HAProxy on the leader ------------------------------------------

/**
 * The cluster as Patroni's REST API tells it, from the first node that answers: { members: [{ name, kind, state }] },
 * kind being Patroni's role of the member (leader, sync_standby, replica), not a person's.
 */
async function cluster() {
  for (const node of nodes) {
    const res = await fetch(`http://127.0.0.1:${node.rest}/cluster`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    if (res?.ok) {
      const { members } = await res.json();
      return { members: members.map(({ role: kind, ...member }) => ({ kind, ...member })) };
    }
  }
  throw new Error('no Patroni REST API answers');
}
const describe = (state) => state.members.map((m) => `${m.name} ${m.kind} ${m.state}${m.lag ? ` lag ${m.lag}` : ''}`).join(', ');

function patroniConfig(node) {
  // JSON is YAML: Patroni reads this file as it would its usual YAML
  return {
    scope: 'trilha-drill',
    namespace: '/trilha/',
    name: node.name,
    log: { level: 'INFO' },
    restapi: { listen: `127.0.0.1:${node.rest}`, connect_address: `127.0.0.1:${node.rest}` },
    etcd3: { hosts: [`127.0.0.1:${ports.etcd}`] },
    bootstrap: {
      dcs: {
        // a leader that stops renewing its key loses it after ttl; ttl >= loop_wait + 2 * retry_timeout
        ttl: 12,
        loop_wait: 1,
        retry_timeout: 5,
        maximum_lag_on_failover: 1_048_576,
        // a crashed leader is failed over at once instead of being restarted in place (Patroni's default waits 300 s)
        primary_start_timeout: 0,
        // a commit is acknowledged only once a synchronous standby has it, and only that standby may be promoted;
        // strict: with no standby left, commits wait instead of going on alone
        synchronous_mode: true,
        synchronous_mode_strict: true,
        postgresql: {
          use_pg_rewind: true,
          use_slots: true,
          parameters: {
            max_connections: 100,
            wal_level: 'replica',
            hot_standby: 'on',
            max_wal_senders: 10,
            max_replication_slots: 10,
            wal_log_hints: 'on',
            // a standby whose stream broke (the leader it followed is gone) tries again after this, not the default 5 s:
            // with strict synchronous mode the new leader's commits wait until a standby streams from it
            wal_retrieve_retry_interval: '1s',
          },
        },
      },
      initdb: [{ encoding: 'UTF8' }, { locale: 'C.UTF-8' }, 'data-checksums'],
    },
    postgresql: {
      listen: `127.0.0.1:${node.pg}`,
      connect_address: `127.0.0.1:${node.pg}`,
      data_dir: node.dataDir,
      bin_dir: PG_BIN,
      pgpass: join(node.dir, 'pgpass'),
      use_unix_socket: true,
      authentication: {
        superuser: { username: 'postgres', password: passwords.superuser },
        replication: { username: 'replicator', password: passwords.replication },
        rewind: { username: 'rewinder', password: passwords.rewind },
      },
      parameters: { unix_socket_directories: node.dir },
      pg_hba: [
        'local all all scram-sha-256',
        'host replication replicator 127.0.0.1/32 scram-sha-256',
        'host all all 127.0.0.1/32 scram-sha-256',
      ],
    },
    tags: { nofailover: false, noloadbalance: false, clonefrom: false, nosync: false },
  };
}

function haproxyConfig() {
  // only the node whose Patroni answers 200 to OPTIONS /primary (the leader, running as primary) takes connections
  const servers = nodes.map((node) => `  server ${node.name} 127.0.0.1:${node.pg} maxconn 100 check port ${node.rest}`);
  return [
    'global',
    '  maxconn 300',
    'defaults',
    '  mode tcp',
    '  retries 2',
    '  timeout connect 1s',
    '  timeout client 30m',
    '  timeout server 30m',
    '  timeout check 1s',
    // the servers' states, read by the drill (and by an operator's eyes): /stats;csv
    'listen stats',
    '  mode http',
    `  bind 127.0.0.1:${ports.haproxyStats}`,
    '  stats enable',
    '  stats uri /stats',
    'listen postgres-primary',
    `  bind 127.0.0.1:${ports.haproxy}`,
    '  option httpchk OPTIONS /primary',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 1 on-marked-down shutdown-sessions',
    ...servers,
    '',
  ].join('\n');
}

const superuserAt = (port, database = 'postgres') => `postgres://postgres:${passwords.superuser}@127.0.0.1:${port}/${database}`;
const appUrl = `postgres://trilha:${passwords.app}@127.0.0.1:${ports.haproxy}/trilha`;
async function query(url, sql, params) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // a session HAProxy shuts (its server marked down) fails the query; the client's own 'error' event must not crash us
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function startCluster() {
  const etcdDir = join(work, 'etcd');
  const peer = `http://127.0.0.1:${ports.etcdPeer}`;
  const client = `http://127.0.0.1:${ports.etcd}`;
  const etcdEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('ETCD')));
  start(
    'etcd',
    '/usr/bin/etcd',
    [
      ...['--name', 'drill', '--data-dir', etcdDir, '--listen-client-urls', client, '--advertise-client-urls', client],
      ...['--listen-peer-urls', peer, '--initial-advertise-peer-urls', peer, '--initial-cluster', `drill=${peer}`],
      ...['--initial-cluster-state', 'new', '--initial-cluster-token', `trilha-ha-${process.pid}`],
      ...['--logger', 'zap', '--log-outputs', 'stderr'],
    ],
    { env: etcdEnv },
  );
  await waitFor('etcd healthy', 30_000, async () => (await (await fetch(`${client}/health`)).json()).health === 'true');
  say(`etcd on ${client}`);

  for (const node of nodes) {
    mkdirSync(node.dir, { mode: 0o700 });
    writeFileSync(node.config, JSON.stringify(patroniConfig(node), null, 2), { mode: 0o600 });
    if (asRoot) {
      chownSync(node.dir, owner.uid, owner.gid);
      chownSync(node.config, owner.uid, owner.gid);
    }
    const [command, args] = asPostgres('/usr/bin/patroni', [node.config]);
    const env = { PATH: process.env.PATH, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8', HOME: node.dir, PYTHONUNBUFFERED: '1' };
    start(`patroni-${node.name}`, command, args, { cwd: node.dir, env });
  }
  // ready when a leader runs, both others stream from it and one of them is the synchronous standby
  const ready = await waitFor('three Patroni nodes, a leader and a synchronous standby', 90_000, async () => {
    const state = await cluster();
    const running = state.members.filter((m) => m.state === 'running' || m.state === 'streaming');
    const leader = state.members.find((m) => m.kind === 'leader' && m.state === 'running');
    const sync = state.members.find((m) => m.kind === 'sync_standby');
    return running.length === 3 && leader && sync ? state : null;
  });
  say(`Patroni cluster: ${describe(ready)}`);

  writeFileSync(join(work, 'haproxy.cfg'), haproxyConfig());
  start('haproxy', '/usr/sbin/haproxy', ['-db', '-f', join(work, 'haproxy.cfg')]);
  // HAProxy 2.6 starts with every server up until its first check fails: until then a connection may reach a
  // standby, so nothing goes through it before exactly the leader is up
  const leader = ready.members.find((m) => m.kind === 'leader').name;
  await waitFor('HAProxy: the leader up, the standbys down', 30_000, async () => {
    // 'UP 1/2' is a server still taking connections, one failed check from DOWN
    const up = (await haproxyStates()).filter(([, status]) => status.startsWith('UP')).map(([name]) => name);
    return up.length === 1 && up[0] === leader;
  });
  const [row] = await query(superuserAt(ports.haproxy), 'select pg_is_in_recovery() as standby');
  if (row.standby) throw new Error('HAProxy routes to a standby');
  say(`HAProxy on 127.0.0.1:${ports.haproxy} routes to the leader ${leader}`);

  // the app's own role and database, made through HAProxy as an operator would
  await query(superuserAt(ports.haproxy), `create role trilha login password '${passwords.app}'`);
  await query(superuserAt(ports.haproxy), 'create database trilha owner trilha');
}

/** [server, status] of the PostgreSQL servers behind HAProxy, from its stats page. */
async function haproxyStates() {
  const csv = await (await fetch(`http://127.0.0.1:${ports.haproxyStats}/stats;csv`, { signal: AbortSignal.timeout(2_000) })).text();
  const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
  const columns = header.split(',');
  const [px, sv, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name));
  return rows
    .map((line) => line.split(','))
    .filter((cells) => cells[px] === 'postgres-primary' && cells[sv] !== 'FRONTEND' && cells[sv] !== 'BACKEND')
    .map((cells) => [cells[sv], cells[status]]);
}

// --- the API processes ---------------------------------------------------------------------------------------
const servers = [];
async function startServer(name) {
  const port = await freePort();
  const entry = start(`api-${name}`, process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, `api-${name}`),
      DATABASE_URL: appUrl,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '0',
      SECRETS_KEY: 'a1'.repeat(32),
      SANDBOX_WEBHOOK_SECRET: 'failover-drill-secret',
      // both processes share one directory of stored files (one machine), instead of an object store
      STORAGE: 'local',
      STORAGE_DIR: join(work, 'uploads'),
      DB_STATEMENT_TIMEOUT_MS: '5000',
    },
  });
  const server = { name, port, entry, base: `http://127.0.0.1:${port}` };
  servers.push(server);
  await waitFor(`API ${name} ready`, 180_000, async () => {
    if (!alive(entry)) throw new Fatal(`API ${name} exited: ${tail(entry)}`);
    return (await fetch(`${server.base}/v1/health/ready`)).ok;
  });
  return server;
}

/** One request, never longer than REQUEST_TIMEOUT_MS: { status, retryAfter, body } or { status: 'timeout' | 'no answer' }. */
async function call(server, method, path, { token, body } = {}) {
  try {
    const res = await fetch(`${server.base}${path}`, {
      method,
      headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json().catch(() => null) };
  } catch (error) {
    return { status: error?.name === 'TimeoutError' ? 'timeout' : 'no answer', error: String(error?.cause ?? error) };
  }
}
async function must(server, method, path, options, what) {
  const res = await call(server, method, path, options);
  if (typeof res.status !== 'number' || res.status >= 300)
    throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body ?? res.error)}`);
  return res.body;
}

// --- the load ---------------------------------------------------------------------------------------------------
let killAt = null;
const acknowledged = { profile: [], application: [], message: [] };
const counts = new Map();
const unexpected = [];

/**
 * Runs `write` (which returns { res, record }) until the load stops, alternating the two processes; a 2xx is an
 * acknowledged write, a 503 with Retry-After is waited out, anything else is unexpected.
 */
async function writeLoop(domain, index, paceMs, write) {
  let turn = index;
  while (loading) {
    const server = servers[turn++ % servers.length];
    const sentAt = Date.now();
    const outcome = await write(server);
    if (!outcome) return; // nothing more this loop may write
    const { res, record } = outcome;
    const key = `${domain} ${res.status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (typeof res.status === 'number' && res.status >= 200 && res.status < 300) {
      acknowledged[domain].push({ ...record(res.body), sentAt, at: Date.now(), server: server.name });
      await sleep(paceMs);
    } else if (res.status === 503 && res.retryAfter) {
      // at most a second, sooner than Retry-After asks: the failover time measured is the cluster's, not the wait's
      await sleep(Math.min(Number(res.retryAfter) || 1, 1) * 1000);
    } else {
      unexpected.push({
        domain,
        server: server.name,
        status: res.status,
        at: Date.now(),
        answer: res.body?.error ?? res.body ?? res.error,
      });
      await sleep(500);
    }
  }
}

/** A person saves their profile again and again, the revision's number in the professional title. */
function profileLoop(person, index) {
  let revision = 0;
  return writeLoop('profile', index, 150, async (server) => {
    revision += 1;
    const n = revision;
    const res = await call(server, 'PUT', '/v1/profile', { token: person.token, body: { ...person.form, professionalTitle: REVISION(n) } });
    return { res, record: () => ({ email: person.email, revision: n }) };
  });
}

/** A new candidate applies to one open position after another. */
function applicationLoop(candidate, positions, index) {
  let next = 0;
  return writeLoop('application', index, 150, async (server) => {
    // a position whose answer did not come is tried again: it answers the application the first try made, if any
    const positionId = positions[next];
    if (!positionId) return null;
    const res = await call(server, 'POST', '/v1/matches', { token: candidate.token, body: { positionId } });
    if (res.status === 201) next += 1;
    return { res, record: (body) => ({ email: candidate.email, positionId, applicationId: body?.id }) };
  });
}

/** Candidates write to the companies they applied to, each fewer messages than their allowance. */
function messageLoop(writers, index) {
  let message = 0;
  return writeLoop('message', index, 400, async (server) => {
    const writer = writers.find((w) => w.sent < MESSAGES_PER_WRITER);
    if (!writer) return null;
    message += 1;
    writer.sent += 1;
    const body = `Mensagem ${index}-${message} do exercício de failover`;
    const res = await call(server, 'POST', '/v1/messages', { token: writer.token, body: { applicationId: writer.applicationId, body } });
    return { res, record: (answer) => ({ email: writer.email, messageId: answer?.id, body }) };
  });
}

/** SIGKILL to the leader's postmaster (its pid is the first line of postmaster.pid in its data directory). */
async function killLeader() {
  const before = await cluster();
  const leader = before.members.find((m) => m.kind === 'leader');
  const sync = before.members.find((m) => m.kind === 'sync_standby');
  const pid = postmasterOf(nodeNamed(leader.name));
  if (!strays().includes(pid)) throw new Error(`${leader.name}'s postmaster.pid names no PostgreSQL of this drill (${pid})`);
  process.kill(pid, 'SIGKILL');
  killAt = Date.now();
  say(`killed the leader ${leader.name}'s postmaster (pid ${pid}) with SIGKILL; synchronous standby was ${sync?.name}`);
  return { leader: leader.name, sync: sync?.name };
}

// --- the drill ---------------------------------------------------------------------------------------------------
const failures = [];
let result = null;
try {
  // the server compiles while the cluster starts
  const build = spawn(process.execPath, [join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'inherit' });
  const built = new Promise((resolve) => build.on('exit', (code) => resolve(code === 0)));
  await startCluster();
  if (!(await built)) throw new Error('the server did not compile');
  // the first seeds the demo data; the second starts on the seeded database
  const a = await startServer('a');
  const b = await startServer('b');
  say(`two API processes on the cluster: ${a.base} and ${b.base}`);

  // demo people save their profiles
  const people = [];
  for (const [i, email] of ['ana@trilha.dev', 'bruno@acme.dev', 'carla@acme.dev', 'diego@acme.dev'].entries()) {
    const server = servers[i % 2];
    const { token } = await must(server, 'POST', '/v1/auth', { body: { email, password: DEMO_PASSWORD } }, `sign-in of ${email}`);
    const { form } = await must(servers[(i + 1) % 2], 'GET', '/v1/profile', { token }, `profile of ${email}`);
    people.push({ email, token, form });
  }
  say(`signed in ${people.map((p) => p.email).join(', ')}`);

  // new candidates: some apply to position after position, the others write to the company of one application each
  const open = (
    await query(
      appUrl,
      `select id from positions where status = 'active' and not internal_only and not pcd_only order by published_at desc, id`,
    )
  ).map((row) => row.id);
  const candidates = [];
  const register = async (i) => {
    const email = `failover-${process.pid}-${i}@example.com`;
    const body = {
      ...{ name: 'Candidata', lastName: `Failover ${i}`, email, password: 'Senha@123', confirmPassword: 'Senha@123' },
      ...{ phone: '(11) 98765-4321', countryCode: 'br', acceptTerms: true },
    };
    const { token } = await must(servers[i % 2], 'POST', '/v1/register/candidate', { body }, `registration of ${email}`);
    candidates[i] = { email, token, sent: 0 };
  };
  const registrations = APPLIERS + MESSAGE_LOOPS * WRITERS_PER_LOOP;
  for (let i = 0; i < registrations; i += 4) await Promise.all([i, i + 1, i + 2, i + 3].filter((n) => n < registrations).map(register));
  const appliers = candidates.slice(0, APPLIERS);
  const writers = candidates.slice(APPLIERS);
  for (const [i, writer] of writers.entries()) {
    const application = await must(
      servers[i % 2],
      'POST',
      '/v1/matches',
      { token: writer.token, body: { positionId: open[i] } },
      'an application',
    );
    writer.applicationId = application.id;
  }
  const positionsFor = (i) => open.slice(writers.length).filter((_, n) => n % appliers.length === i);
  say(`registered ${candidates.length} new candidates; ${open.length} open positions to apply to`);

  // a minute of writes; the leader's postmaster killed twenty seconds in
  loading = true;
  const loadStarted = Date.now();
  const loops = [
    ...people.map((person, i) => profileLoop(person, i)),
    ...appliers.map((candidate, i) => applicationLoop(candidate, positionsFor(i), i)),
    ...Array.from({ length: MESSAGE_LOOPS }, (_, i) => messageLoop(writers.slice(i * WRITERS_PER_LOOP, (i + 1) * WRITERS_PER_LOOP), i)),
  ];
  say(`${loops.length} write loops across both processes for ${LOAD_MS / 1000} s`);
  await sleep(KILL_AFTER_MS);
  const killed = await killLeader();
  let newLeader = null;
  const watch = (async () => {
    while (loading) {
      const state = await cluster().catch(() => null);
      const leader = state?.members.find((m) => m.kind === 'leader' && m.state === 'running' && m.name !== killed.leader);
      if (leader && !newLeader) {
        newLeader = leader.name;
        say(`Patroni promoted ${leader.name} (${((Date.now() - killAt) / 1000).toFixed(1)} s after the kill): ${describe(state)}`);
      }
      await sleep(500);
    }
  })();
  await sleep(Math.max(0, loadStarted + LOAD_MS - Date.now()));
  loading = false;
  await Promise.all([...loops, watch]);
  say(`writes stopped; answers: ${[...counts].map(([key, n]) => `${key}: ${n}`).join(', ')}`);

  // every acknowledged write, looked for on the leader now (straight to it, not through HAProxy)
  const state = await cluster();
  say(`cluster now: ${describe(state)}`);
  const leaderNow = state.members.find((m) => m.kind === 'leader');
  if (!leaderNow) throw new Error('the cluster has no leader');
  if (leaderNow.name === killed.leader) failures.push(`no failover: the leader is still ${killed.leader}`);
  else if (leaderNow.name !== killed.sync) failures.push(`the new leader ${leaderNow.name} was not the synchronous standby ${killed.sync}`);
  const leaderUrl = superuserAt(nodeNamed(leaderNow.name).pg, 'trilha');
  const [{ standby }] = await query(leaderUrl, 'select pg_is_in_recovery() as standby');
  if (standby) throw new Error(`${leaderNow.name} is still in recovery`);

  let lostWrites = 0;
  const lost = (domain, what) => {
    lostWrites += 1;
    if (lostWrites <= 10) say(`LOST ${domain}: ${JSON.stringify(what)}`);
  };
  const titles = new Map(
    (
      await query(
        leaderUrl,
        `select u.email, p.professional_title from profiles p join users u on u.id = p.user_id where u.email = any($1)`,
        [people.map((p) => p.email)],
      )
    ).map((row) => [row.email, Number(REVISION_NUMBER.exec(row.professional_title ?? '')?.[1] ?? 0)]),
  );
  // a profile is replaced whole: every acknowledged revision is there, or overwritten by a later one
  for (const write of acknowledged.profile) if ((titles.get(write.email) ?? 0) < write.revision) lost('profile', write);
  const applicationIds = new Set(
    (
      await query(leaderUrl, 'select id from applications where id = any($1::uuid[])', [
        acknowledged.application.map((w) => w.applicationId).filter(Boolean),
      ])
    ).map((row) => row.id),
  );
  for (const write of acknowledged.application) if (!applicationIds.has(write.applicationId)) lost('application', write);
  const messages = new Map(
    (
      await query(leaderUrl, 'select id, body from application_messages where id = any($1::uuid[])', [
        acknowledged.message.map((w) => w.messageId).filter(Boolean),
      ])
    ).map((row) => [row.id, row.body]),
  );
  for (const write of acknowledged.message) if (messages.get(write.messageId) !== write.body) lost('message', write);

  const all = Object.values(acknowledged).flat();
  const firstAfter = Math.min(...all.filter((w) => w.sentAt >= killAt).map((w) => w.at));
  const failoverSeconds = Number.isFinite(firstAfter) ? Math.round((firstAfter - killAt) / 100) / 10 : null;
  for (const [domain, writes] of Object.entries(acknowledged)) {
    const after = Math.min(...writes.filter((w) => w.sentAt >= killAt).map((w) => w.at));
    say(
      `${domain}: ${writes.length} acknowledged; first after the kill ${Number.isFinite(after) ? `${((after - killAt) / 1000).toFixed(1)} s` : 'never'}`,
    );
  }
  for (const answer of unexpected.slice(0, 10)) say(`UNEXPECTED ${JSON.stringify(answer)}`);
  // A commit waiting for its synchronous standby that is cancelled (statement_timeout, a cancel request) is reported
  // to the client as committed, with only this WARNING: acknowledged on one node. PostgreSQL logs it on stderr.
  const unreplicated = nodes
    .map(
      (node) =>
        readFileSync(join(logs, `patroni-${node.name}.log`), 'utf8').match(/canceling wait for synchronous replication/g)?.length ?? 0,
    )
    .reduce((sum, n) => sum + n, 0);
  say(`commits acknowledged without their synchronous standby (cancelled waits): ${unreplicated}`);
  if (unreplicated > 0) failures.push(`${unreplicated} commit(s) acknowledged after a cancelled wait for the synchronous standby`);
  for (const server of servers) if (!alive(server.entry)) failures.push(`API ${server.name} died: ${tail(server.entry)}`);
  result = { failoverSeconds, acknowledgedWrites: all.length, lostWrites, unexpectedAnswers: unexpected.length };
} catch (error) {
  failures.push(String(error?.stack ?? error));
  for (const entry of children) {
    if (entry.name.startsWith('api-') || entry.name.startsWith('patroni-')) console.error(`--- ${entry.name} (tail)\n${tail(entry, 2000)}`);
  }
} finally {
  await cleanup();
}

if (failures.length > 0) for (const failure of failures) console.error(`FAIL ${failure}`);
const passed =
  failures.length === 0 &&
  result !== null &&
  result.failoverSeconds !== null &&
  result.failoverSeconds < 30 &&
  result.lostWrites === 0 &&
  result.unexpectedAnswers === 0 &&
  result.acknowledgedWrites > 100;
say(passed ? 'failover drill passed' : 'failover drill FAILED');
console.log(JSON.stringify(result ?? { failoverSeconds: null, acknowledgedWrites: 0, lostWrites: null, unexpectedAnswers: null }));
process.exit(passed ? 0 : 1);
