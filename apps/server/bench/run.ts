// `npm run bench`: requests/s and latency of the real app against a bare Fastify hello route, measured in the
// same run, and the DESIGN.md section 8 budgets. It reports; it never fails the build.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { users } from '../src/db/schema/index.ts';
import { openSession } from '../src/platform/auth/sessions.ts';
import { systemClock } from '../src/platform/clock.ts';
import { connectDatabase, ensureDatabase } from '../src/platform/db/connect.ts';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.ts';
import { runMigrations } from '../src/platform/db/migrate.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// Production logs every request at info; the lines go to /dev/null so we pay for logging, not for a terminal.
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** minimum requests/s as a fraction of the bare hello route (DESIGN.md section 8) */
  budget?: { ratio: number; label: string };
}

interface Measure {
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon in its own process, so the load generator does not share the server's event loop. */
function autocannon(target: Target, seconds: number): Promise<Measure> {
  const headerArgs = Object.entries(target.headers ?? {}).flatMap(([key, value]) => ['-H', `${key}=${value}`]);
  const args = [AUTOCANNON, '-j', '-n', '-c', String(CONNECTIONS), '-d', String(seconds), ...headerArgs, target.url];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(out);
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    });
  });
}

async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('0.0.0.0', '127.0.0.1');
}

const dir = await mkdtemp(join(tmpdir(), 'trilha-bench-'));
// Embedded PostgreSQL runs as the postgres user when we are root: it must be able to enter the directory.
await chmod(dir, 0o755);
const quiet = pino({ level: 'silent' });
const cleanups: (() => Promise<unknown>)[] = [() => rm(dir, { recursive: true, force: true })];
const cleanup = async () => {
  for (const step of cleanups.reverse()) await step().catch((error) => console.error('cleanup failed:', error));
};
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

try {
  console.log('[bench] starting embedded PostgreSQL, migrating and seeding the demo data...');
  const embedded = await startEmbeddedPostgres(join(dir, 'pg'), quiet);
  cleanups.push(() => embedded.stop());
  await ensureDatabase(embedded.url(), 'trilha');
  const database = connectDatabase(embedded.url('trilha'));
  cleanups.push(() => database.close());
  await runMigrations(database.db);

  const config = { ...loadConfig({ NODE_ENV: 'production', DATA_DIR: dir }), logLevel: LOG_LEVEL, webDist: '/nonexistent' };
  const logSink = createWriteStream('/dev/null');
  const { app, deps } = await buildApp({ config, db: database.db, clock: systemClock, logStream: logSink });
  cleanups.push(() => app.close());
  await seedIfEmpty(deps);
  const appUrl = await listen(app);

  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  cleanups.push(() => bare.close());
  const bareUrl = await listen(bare);

  const targets: Target[] = [
    { name: 'bare Fastify GET /hello', url: `${bareUrl}/hello` },
    {
      name: 'GET /v1/health (hook chain, SELECT 1)',
      url: `${appUrl}/v1/health`,
      budget: { ratio: 0.8, label: 'JSON route through the hook chain' },
    },
  ];
  if (app.hasRoute({ method: 'GET', url: '/v1/auth/data' })) {
    // A demo user with several workspaces, so the route does its real work.
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'ana@trilha.dev')).limit(1);
    const [anyUser] = user ? [user] : await database.db.select({ id: users.id }).from(users).limit(1);
    if (anyUser) {
      const token = await openSession(database.db, systemClock, anyUser.id);
      targets.push({
        name: 'GET /v1/auth/data (session + indexed queries)',
        url: `${appUrl}/v1/auth/data`,
        headers: { authorization: `Bearer ${token}` },
        budget: { ratio: 0.4, label: 'route with indexed queries' },
      });
    } else {
      console.log('[bench] note: no user in the seeded database; skipping GET /v1/auth/data');
    }
  } else {
    console.log('[bench] note: GET /v1/auth/data is not implemented yet; skipping the session route');
  }

  console.log(`[bench] ${targets.length} targets, ${DURATION_S} s each after a 2 s warm-up, ${CONNECTIONS} connections, log level ${LOG_LEVEL}`);
  const results: { target: Target; measure: Measure }[] = [];
  for (const target of targets) {
    await autocannon(target, 2); // JIT warm-up and pool connections; discarded
    const measure = await autocannon(target, DURATION_S);
    results.push({ target, measure });
    console.log(`[bench] done: ${target.name}`);
  }

  const baseline = results[0]!.measure.rps;
  const rows = results.map(({ target, measure }) => {
    const ratio = measure.rps / baseline;
    const tailOk = measure.p99 <= 5 * Math.max(measure.p50, 1);
    const budgetOk = target.budget ? ratio >= target.budget.ratio : true;
    return { target, measure, ratio, tailOk, budgetOk };
  });

  const pad = (value: string, width: number) => value.padStart(width);
  console.log(`\n${'route'.padEnd(48)}${pad('req/s', 9)}${pad('p50', 6)}${pad('p97.5', 7)}${pad('p99', 6)}${pad('ratio', 7)}${pad('errors', 8)}`);
  for (const { target, measure, ratio } of rows) {
    const errors = measure.errors + measure.non2xx;
    console.log(
      `${target.name.padEnd(48)}${pad(measure.rps.toFixed(0), 9)}${pad(`${measure.p50}`, 6)}${pad(`${measure.p97_5}`, 7)}${pad(`${measure.p99}`, 6)}${pad(`${ratio.toFixed(2)}x`, 7)}${pad(String(errors), 8)}`,
    );
  }
  console.log('(latencies in ms; ratio = requests/s over the bare route in this run)\n');

  console.log('Budgets (DESIGN.md section 8):');
  for (const { target, measure, ratio, tailOk, budgetOk } of rows.slice(1)) {
    const budget = target.budget!;
    console.log(`  ${budgetOk ? 'PASS' : 'MISS'}  ${target.name}: ${ratio.toFixed(2)}x >= ${budget.ratio}x (${budget.label})`);
    console.log(`  ${tailOk ? 'PASS' : 'MISS'}  ${target.name}: p99 ${measure.p99} ms <= 5 x p50 ${measure.p50} ms`);
    if (measure.errors + measure.non2xx > 0) console.log(`  WARN  ${target.name}: ${measure.errors} errors, ${measure.non2xx} non-2xx answers`);
  }
  console.log('\nThe load generator shares the machine\'s cores with the server and PostgreSQL; compare ratios, not absolutes.');
} catch (error) {
  console.error('[bench] failed:', error);
} finally {
  await cleanup();
}
process.exit(0);
