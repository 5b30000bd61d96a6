#!/usr/bin/env node
// The scale-out drill, run by .ci/run against Debian's PostgreSQL: two API processes on one database, one
// S3-compatible store (s3rver) and one SMTP server (smtp-server), proven through their HTTP ports; then PostgreSQL is
// restarted under load and every answer is counted by status.
//
//   SCALE_PG_URL      an admin URL of the PostgreSQL server (the drill creates and drops its own database)
//   SCALE_PG_RESTART  a shell command that restarts that server (pg_ctl ... restart)
//   SCALE_DATABASE    the drill's database (created, seeded; dropped at the end unless SCALE_KEEP_DB=1, for the
//                     backup drill that reads it next)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const adminUrl = process.env.SCALE_PG_URL;
const restartCommand = process.env.SCALE_PG_RESTART;
if (!adminUrl || !restartCommand) {
  console.error('scale-out drill: set SCALE_PG_URL (an admin URL of PostgreSQL) and SCALE_PG_RESTART (a command that restarts it)');
  process.exit(2);
}

const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const work = mkdtempSync(join(tmpdir(), 'trilha-scale-'));

// --- the shared parts: a database, an object store, a mail server ---------------------------------------------
const database = process.env.SCALE_DATABASE || `trilha_scale_${process.pid}`;
if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`SCALE_DATABASE must be a plain name: ${database}`);
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${database}`);
await admin.query(`create database ${database}`);
await admin.end();
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

const s3Port = await freePort();
const s3 = new S3rver({
  port: s3Port,
  address: '127.0.0.1',
  silent: true,
  directory: join(work, 's3'),
  configureBuckets: [{ name: 'trilha' }],
});
await s3.run();

const received = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      for (const to of session.envelope.rcptTo) received.push(to.address);
      callback();
    });
  },
});
const smtpPort = await freePort();
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

// --- two API processes --------------------------------------------------------------------------------------
const servers = [];
async function startServer(name) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, name),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '0',
      SECRETS_KEY: 'a1'.repeat(32),
      SANDBOX_WEBHOOK_SECRET: 'scale-out-drill-secret',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: 'trilha',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      DB_STATEMENT_TIMEOUT_MS: '5000',
    },
  });
  // the tail of what it says on stdout (its log) and stderr, for a process that fails to start or dies
  let stderr = '';
  const keep = (chunk) => {
    stderr = (stderr + chunk).slice(-64_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const server = { name, port, child, base: `http://127.0.0.1:${port}`, stderr: () => stderr };
  servers.push(server);
  await waitReady(server, 180_000);
  return server;
}

async function waitReady(server, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited: ${server.stderr()}`);
    const res = await fetch(`${server.base}/v1/health/ready`).catch(() => null);
    if (res?.ok) return true;
    await sleep(250);
  }
  throw new Error(`${server.name} not ready after ${timeoutMs} ms: ${server.stderr()}`);
}

const json = async (server, method, path, { token, body } = {}) => {
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body && { 'content-type': 'application/json' }) },
    body: body && JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json().catch(() => null) };
};

try {
  if (spawnSync(process.execPath, [join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'inherit' }).status !== 0) {
    throw new Error('the server did not compile');
  }
  // the first seeds the demo data; the second starts on the seeded database
  const a = await startServer('a');
  const b = await startServer('b');
  console.log(`two API processes on ${database}: ${a.base} and ${b.base}`);

  // a session made on one works on the other
  const login = await json(a, 'POST', '/v1/auth', { body: { email: 'ana@trilha.dev', password: 'Trilha@2026' } });
  const token = login.body?.token;
  check(login.status === 200 && token, 'sign-in through A');
  check((await json(b, 'GET', '/v1/auth/data', { token })).status === 200, "A's session works on B");

  // a file uploaded through one is served by the other
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'foto.png');
  const upload = await fetch(`${b.base}/v1/store/images/users/avatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const avatarUrl = (await upload.json().catch(() => null))?.avatar?.large;
  check(upload.status === 200 && avatarUrl, 'avatar uploaded through B');
  const served = avatarUrl ? await fetch(`${a.base}${avatarUrl}`) : null;
  check(served?.status === 200 && served.headers.get('content-type') === 'image/webp', "B's upload served by A");

  // 100 queued e-mails reach the SMTP server exactly 100 times (both processes deliver the outbox)
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(
    `insert into outbox_messages ("to", subject, text, html, created_at)
     select 'drill-' || n || '@example.com', 'Aviso ' || n, 'Olá', '<p>Olá</p>', now() from generate_series(1, 100) n`,
  );
  const drill = () => received.filter((to) => to.startsWith('drill-'));
  const mailsUntil = Date.now() + 60_000;
  while (Date.now() < mailsUntil) {
    const { rows } = await db.query(`select count(*)::int as n from outbox_messages where "to" like 'drill-%' and sent_at is null`);
    if (rows[0].n === 0) break;
    await sleep(500);
  }
  await sleep(3_000); // a duplicate would arrive in this time
  check(drill().length === 100 && new Set(drill()).size === 100, `100 queued e-mails delivered ${drill().length} times to 100 addresses`);

  // a job enqueued once runs once: one more mail, received once
  await db.query(
    `insert into outbox_messages ("to", subject, text, html, created_at) values ('once@example.com', 'Uma vez', 'x', '<p>x</p>', now())`,
  );
  await sleep(6_000);
  check(received.filter((to) => to === 'once@example.com').length === 1, 'a job enqueued once ran once');
  await db.end();

  // the sign-in throttle counts across both processes: three free failures of a pair, the fourth waits
  const statuses = [];
  for (const server of [a, b, a, b]) {
    statuses.push((await json(server, 'POST', '/v1/auth', { body: { email: 'bruno@acme.dev', password: 'Errada@123' } })).status);
  }
  check(statuses.join() === '401,401,401,429', `sign-in throttle across A and B: ${statuses.join()}`);

  // PostgreSQL restarted under load: only 2xx and 503 with Retry-After, and both recover by themselves
  const counts = new Map();
  let missingRetryAfter = 0;
  let loading = true;
  const load = async (server) => {
    while (loading) {
      const res = await fetch(`${server.base}/v1/auth/data`, { headers: { authorization: `Bearer ${token}` } }).catch(() => null);
      const status = res ? res.status : 'no answer';
      if (res) await res.arrayBuffer();
      counts.set(status, (counts.get(status) ?? 0) + 1);
      if (status === 503 && !res.headers.get('retry-after')) missingRetryAfter += 1;
    }
  };
  const workers = [a, b].flatMap((server) => Array.from({ length: 6 }, () => load(server)));
  await sleep(1_000);
  const restart = spawnSync('sh', ['-c', restartCommand], { stdio: 'inherit' });
  check(restart.status === 0, 'PostgreSQL restarted');
  await sleep(2_000);
  loading = false;
  await Promise.all(workers);
  const summary = [...counts].map(([status, n]) => `${status}: ${n}`).join(', ');
  const unexpected = [...counts.keys()].filter((status) => status !== 200 && status !== 503);
  check(unexpected.length === 0, `answers during the restart by status (${summary}): only 200 and 503`);
  check(missingRetryAfter === 0, 'every 503 carried Retry-After');
  for (const server of [a, b]) {
    // a process that died under the restart says why (its last words on stderr)
    if (server.child.exitCode !== null) failures.push(`${server.name} exited (${server.child.exitCode}): ${server.stderr().slice(-4000)}`);
    await waitReady(server, 30_000).catch(() => false);
    const after = await json(server, 'GET', '/v1/auth/data', { token });
    check(after.status === 200, `${server.name} recovered without a restart`);
  }
} catch (error) {
  failures.push(String(error?.stack ?? error));
  console.error(error);
} finally {
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(
    servers.map((server) => new Promise((resolve) => (server.child.exitCode !== null ? resolve() : server.child.on('exit', resolve)))),
  );
  await new Promise((resolve) => smtp.close(resolve));
  await s3.close();
  if (process.env.SCALE_KEEP_DB === '1') console.log(`kept database ${database}`);
  else {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${database}`);
    await cleanup.end();
  }
  rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\nscale-out drill: ${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('\nscale-out drill: every check passed');
