// `npm run bench`: each benchmarked route beside its floor twin (bench/floor.ts) in this same process, with
// requests/s, latency, and CPU milliseconds per request of the server and of PostgreSQL; then list pages at
// 100,000 rows, the catalogue search, the recruiter's workbench and one job alerts run. It checks the budgets, records
// its tables in docs/benchmarks.md (scripts/bench-report.mjs) and reports; it never fails the build.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { captureLog, recordBenchmark } from '../../../scripts/bench-report.mjs';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { users } from '../src/db/schema/index.ts';
import { openSession } from '../src/platform/auth/sessions.ts';
import { systemClock } from '../src/platform/clock.ts';
import { connectDatabase, ensureDatabase } from '../src/platform/db/connect.ts';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.ts';
import { runMigrations } from '../src/platform/db/migrate.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { fillLargeCourses, fillLargePositions } from '../test/large-catalogue-fixture.ts';
import { fillLargeLists, LARGE_WORKSPACE } from '../test/large-lists-fixture.ts';
import { timeCatalogueSearch } from './catalogue-search.ts';
import { postgresCpuMs, postmasterPid, serverCpuMs } from './cpu.ts';
import { buildFloor } from './floor.ts';
import { timeJobAlerts } from './job-alerts.ts';
import { timePages } from './list-pages.ts';
import { autocannon, type Measure } from './load.ts';
import { fillPipeline, timeWorkbench } from './pipeline.ts';
import { scratchDir } from './scratch-dir.ts';

// `npm run bench -- --only job-alerts`: the job alerts case alone at its size (bench/alerts.ts), which exits when done
const only = process.argv.indexOf('--only');
if (only !== -1) {
  if (process.argv[only + 1] !== 'job-alerts') {
    console.error(`[bench] --only knows one case, job-alerts (asked: ${process.argv[only + 1] ?? 'nothing'})`);
    process.exit(1);
  }
  await import('./alerts.ts');
}

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const LIST_ROWS = Number(process.env.BENCH_LIST_ROWS ?? 100_000);
const PAGES_PER_LIST = Number(process.env.BENCH_PAGES ?? 60);
const PAGE_LIMIT = 6; // the default page size of every list
const POSITION_ROWS = Number(process.env.BENCH_POSITIONS ?? 200_000);
const COURSE_ROWS = Number(process.env.BENCH_COURSES ?? 100_000);
const SEARCHES_PER_CASE = Number(process.env.BENCH_SEARCHES ?? 60);
const ALERT_ROWS = Number(process.env.BENCH_ALERTS ?? 10_000);
const PIPELINE_CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 5_000);
const WORKBENCH_RUNS = Number(process.env.BENCH_WORKBENCH_RUNS ?? 40);
// Production logs every request at info; pino writes to /dev/null asynchronously, as it writes to stdout in production.
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';

interface Pair {
  name: string;
  path: string;
  /** minimum route/floor ratio of requests/s */
  budget: number;
}

interface Run extends Measure {
  serverMs: number;
  databaseMs: number;
}

async function listen(app: FastifyInstance): Promise<string> {
  return (await app.listen({ port: 0, host: '127.0.0.1' })).replace('0.0.0.0', '127.0.0.1');
}

const { dir, cleanups, cleanup } = await scratchDir('trilha-bench-');

try {
  console.log('[bench] starting embedded PostgreSQL, migrating and seeding the demo data...');
  const pgDir = join(dir, 'pg');
  const embedded = await startEmbeddedPostgres(pgDir, pino({ level: 'silent' }));
  cleanups.push(() => embedded.stop());
  await ensureDatabase(embedded.url(), 'trilha');
  const database = connectDatabase(embedded.url('trilha'));
  cleanups.push(() => database.close());
  await runMigrations(database.db);

  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dir,
      SECRETS_KEY: 'be'.repeat(32),
      // one account searches here hundreds of times a minute: the throttle still runs (its cost is measured), never refuses
      SEARCHES_PER_MINUTE_PER_USER: '1000000',
      SEARCHES_PER_MINUTE_PER_ADDRESS: '1000000',
      // autocannon's connections are one client: all of them run at once, as the floor twin's do
      REQUESTS_IN_FLIGHT_PER_CLIENT: '1000',
    }),
    logLevel: LOG_LEVEL,
    webDist: '/nonexistent',
  };
  const logStream = pino.destination({ dest: '/dev/null', sync: false, minLength: 4096 }) as unknown as NodeJS.WritableStream;
  const { app, deps } = await buildApp({ config, db: database.db, clock: systemClock, logStream });
  cleanups.push(() => app.close());
  await seedIfEmpty(deps);
  console.log(`[bench] filling the lists with ${LIST_ROWS.toLocaleString('en')} members and invites...`);
  await fillLargeLists(database.pool, LIST_ROWS);
  console.log(
    `[bench] filling the catalogue with ${POSITION_ROWS.toLocaleString('en')} positions and ${COURSE_ROWS.toLocaleString('en')} courses...`,
  );
  await fillLargePositions(database.pool, POSITION_ROWS);
  await fillLargeCourses(database.pool, COURSE_ROWS);

  // The floor twin queries the app's own pool (slices alternate, never overlap): on a pool of its own it measured up to
  // 20% faster with the same statement, a difference of pools, not of the request pipeline this compares.
  const floor = buildFloor({ db: database.db, clock: systemClock });
  cleanups.push(() => floor.close());
  // the same app without request ids and per-request metrics: what they cost (a few percent at most); on
  // the app's own pool, so the two differ by nothing else (on the floor's pool it measured 0.88x with under 1 µs of
  // the 100 µs per request spent on ids and metrics)
  const { app: plain } = await buildApp({ config, db: database.db, clock: systemClock, logStream, observability: false });
  cleanups.push(() => plain.close());
  const [appUrl, floorUrl, plainUrl] = [await listen(app), await listen(floor), await listen(plain)];

  // A demo user with several workspaces, so the session payload does its real work.
  const [ana] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'ana@trilha.dev')).limit(1);
  if (!ana) throw new Error('the demo user ana@trilha.dev is missing');
  // the owner of the large workspace, so its invites list answers too; a business workspace answers only members who
  // accepted its terms
  await database.pool.query(
    `update workspace_members set role = 'owner', user_role = 'admin', tos_accepted_at = now() where workspace_id = $1 and user_id = $2`,
    [LARGE_WORKSPACE, ana.id],
  );
  const headers = { authorization: `Bearer ${await openSession(database.db, systemClock, ana.id)}` };

  const pairs: Pair[] = [
    { name: 'GET /v1/health', path: '/v1/health', budget: 0.8 },
    { name: 'GET /v1/auth/data', path: '/v1/auth/data', budget: 0.5 },
    { name: 'GET members, page 1 of 100k', path: `/v1/workspaces/${LARGE_WORKSPACE}/users?page=1&limit=${PAGE_LIMIT}`, budget: 0.5 },
  ];
  const postmaster = postmasterPid(pgDir);
  // Route and floor alternate in short slices, so a change in the machine's load (other processes share its two
  // cores) falls on both alike; requests and CPU add up over the slices, p50 is their median and p99 their worst.
  const measurePair = async (routeUrl: string, floorUrl: string): Promise<[Run, Run]> => {
    const totals = [routeUrl, floorUrl].map(() => ({
      requests: 0,
      seconds: 0,
      serverMs: 0,
      databaseMs: 0,
      p50: [] as number[],
      p99: 0,
      errors: 0,
      non2xx: 0,
    }));
    for (const url of [routeUrl, floorUrl]) await autocannon(url, headers, 3, CONNECTIONS); // JIT, pool and plans warm; discarded
    const slice = Math.max(1, Math.round(DURATION_S / ROUNDS));
    for (let round = 0; round < ROUNDS; round++) {
      // ABBA: the route goes first in even slices and second in odd ones, so neither side always runs just after
      // the other's garbage or just before a pause (the first-run side measured a few percent slower every time)
      const order = round % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
      for (const index of order) {
        const url = index === 0 ? routeUrl : floorUrl;
        const [server, db] = [serverCpuMs(), postgresCpuMs(postmaster)];
        const result = await autocannon(url, headers, slice, CONNECTIONS);
        const total = totals[index]!;
        total.serverMs += serverCpuMs() - server;
        total.databaseMs += postgresCpuMs(postmaster) - db;
        total.requests += result.requests;
        total.seconds += slice;
        total.p50.push(result.p50);
        total.p99 = Math.max(total.p99, result.p99);
        total.errors += result.errors;
        total.non2xx += result.non2xx;
      }
    }
    const [route, floorRun] = totals.map((total) => {
      const requests = Math.max(1, total.requests);
      const sorted = total.p50.sort((a, b) => a - b);
      return {
        requests: total.requests,
        rps: total.requests / total.seconds,
        p50: sorted[Math.floor(sorted.length / 2)] ?? 0,
        p99: total.p99,
        errors: total.errors,
        non2xx: total.non2xx,
        serverMs: total.serverMs / requests,
        databaseMs: total.databaseMs / requests,
      };
    });
    return [route!, floorRun!];
  };

  console.log(
    `[bench] ${pairs.length} routes beside their floors, ${ROUNDS} alternating slices making ${DURATION_S} s each, ${CONNECTIONS} connections`,
  );
  const rows: { pair: Pair; route: Run; floor: Run }[] = [];
  for (const pair of pairs) {
    const [route, floorRun] = await measurePair(`${appUrl}${pair.path}`, `${floorUrl}${pair.path}`);
    rows.push({ pair, route, floor: floorRun });
    console.log(`[bench] done: ${pair.name}`);
  }

  const [observed, unobserved] = await measurePair(`${appUrl}/v1/health`, `${plainUrl}/v1/health`);
  console.log('[bench] done: GET /v1/health with and without request ids and metrics');

  // from here on, what is printed (but progress lines) is the run's record in docs/benchmarks.md
  const capture = captureLog();

  const pad = (value: string | number, width: number) => String(value).padStart(width);
  const line = (name: string, run: Run, ratio: string) =>
    console.log(
      `${name.padEnd(36)}${pad(run.rps.toFixed(0), 8)}${pad(run.p50, 6)}${pad(run.p99, 6)}${pad(run.serverMs.toFixed(3), 10)}${pad(run.databaseMs.toFixed(3), 10)}${pad(ratio, 8)}${pad(run.errors + run.non2xx, 8)}`,
    );
  console.log(
    `\n${'route'.padEnd(36)}${pad('req/s', 8)}${pad('p50', 6)}${pad('p99', 6)}${pad('srv ms', 10)}${pad('db ms', 10)}${pad('ratio', 8)}${pad('errors', 8)}`,
  );
  for (const { pair, route, floor: floorRun } of rows) {
    line(pair.name, route, `${(route.rps / floorRun.rps).toFixed(2)}x`);
    line('  floor twin', floorRun, '');
  }
  line('GET /v1/health, ids + metrics', observed, `${(observed.rps / unobserved.rps).toFixed(2)}x`);
  line('  without them', unobserved, '');
  console.log('(latency p50/p99 in ms; srv ms and db ms: CPU milliseconds per request of this process and of PostgreSQL;');
  console.log(' ratio: requests/s of the route over its floor, in alternating slices of this run)\n');

  console.log(
    `[bench] list pages at ${LIST_ROWS.toLocaleString('en')} rows, ${PAGES_PER_LIST} pages per list drawn over the whole list...`,
  );
  const members = (query: string) => (page: number) =>
    `${appUrl}/v1/workspaces/${LARGE_WORKSPACE}/users?page=${page}&limit=${PAGE_LIMIT}${query}`;
  const invitesOf = (filter: string) => (page: number) =>
    `${appUrl}/v1/workspaces/${LARGE_WORKSPACE}/invites?filter=${filter}&page=${page}&limit=${PAGE_LIMIT}`;
  const totalOf = async (url: string) => ((await (await fetch(url, { headers })).json()) as { total: number }).total;
  const samples = [
    { name: 'members', url: members('') },
    { name: 'members, role=member', url: members('&role=member') },
    { name: 'members, search "ana 1"', url: members('&search=ana%201') },
    ...['all', 'pending', 'expired', 'completed'].map((filter) => ({ name: `invites, ${filter}`, url: invitesOf(filter) })),
  ];
  const sized = await Promise.all(samples.map(async (sample) => ({ ...sample, total: await totalOf(sample.url(1)) })));
  const pages = await timePages(sized, headers, PAGES_PER_LIST, PAGE_LIMIT);
  console.log(`\n${'list'.padEnd(36)}${pad('rows', 8)}${pad('pages', 7)}${pad('p50', 8)}${pad('p95', 8)}${pad('max', 8)}`);
  for (const [index, result] of pages.results.entries()) {
    console.log(
      `${result.name.padEnd(36)}${pad(sized[index]!.total, 8)}${pad(result.pages, 7)}${pad(result.p50.toFixed(1), 8)}${pad(result.p95.toFixed(1), 8)}${pad(result.max.toFixed(1), 8)}`,
    );
  }
  console.log('(ms per page through the whole app, one request at a time)\n');

  console.log(`[bench] position and course search at ${POSITION_ROWS.toLocaleString('en')} / ${COURSE_ROWS.toLocaleString('en')} rows...`);
  const searches = await timeCatalogueSearch(appUrl, headers, database.pool, SEARCHES_PER_CASE);
  console.log(`\n${'search'.padEnd(40)}${pad('total', 8)}${pad('p50', 8)}${pad('p95', 8)}${pad('plain p50', 11)}${pad('plain p95', 11)}`);
  for (const row of searches) {
    console.log(
      `${row.name.padEnd(40)}${pad(row.total, 8)}${pad(row.p50.toFixed(1), 8)}${pad(row.p95.toFixed(1), 8)}${pad(row.plainP50.toFixed(1), 11)}${pad(row.plainP95.toFixed(1), 11)}`,
    );
  }
  console.log('(ms per page through the whole app; plain: the ILIKE and window-count query it replaces, straight on the pool)\n');

  console.log(`[bench] the recruiter's workbench: one position with ${PIPELINE_CANDIDATES.toLocaleString('en')} candidates...`);
  const pipeline = await fillPipeline(database.pool, PIPELINE_CANDIDATES, ana.id);
  const workbench = await timeWorkbench(appUrl, headers, pipeline, WORKBENCH_RUNS);
  console.log(`\n${'workbench'.padEnd(40)}${pad('total', 8)}${pad('p50', 8)}${pad('p95', 8)}`);
  for (const row of workbench) {
    console.log(`${row.name.padEnd(40)}${pad(row.total, 8)}${pad(row.p50.toFixed(1), 8)}${pad(row.p95.toFixed(1), 8)}`);
  }
  console.log("(ms per request through the whole app, one at a time; the ranked pages compute every candidate's fit)\n");

  console.log(`[bench] job alerts: ${ALERT_ROWS.toLocaleString('en')} alerts over ${POSITION_ROWS.toLocaleString('en')} positions...`);
  const alertRun = await timeJobAlerts(database.pool, deps, ALERT_ROWS);
  console.log(
    `\n${'job alerts'.padEnd(36)}${pad('alerts', 8)}${pad('matches', 9)}${pad('match ms', 10)}${pad('e-mails', 9)}${pad('send ms', 10)}`,
  );
  console.log(
    `${'one task run'.padEnd(36)}${pad(alertRun.alerts, 8)}${pad(alertRun.matches, 9)}${pad(alertRun.matchMs.toFixed(0), 10)}${pad(alertRun.mails, 9)}${pad(alertRun.sendMs.toFixed(0), 10)}`,
  );
  console.log(`(the matching reads ${alertRun.indexes.join(', ') || 'no index'}; the task runs once a minute)\n`);

  console.log('Budgets:');
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  for (const { pair, route, floor: floorRun } of rows) {
    const ratio = route.rps / floorRun.rps;
    console.log(`  ${verdict(ratio >= pair.budget)}  ${pair.name}: ${ratio.toFixed(2)}x of its floor >= ${pair.budget}x`);
    console.log(`  ${verdict(route.p99 <= 5 * Math.max(route.p50, 1))}  ${pair.name}: p99 ${route.p99} ms <= 5 x p50 ${route.p50} ms`);
    if (route.errors + route.non2xx > 0) console.log(`  WARN  ${pair.name}: ${route.errors} errors, ${route.non2xx} non-2xx answers`);
  }
  const observability = observed.rps / unobserved.rps;
  console.log(
    `  ${verdict(observability >= 0.95)}  request ids and metrics: ${observability.toFixed(2)}x of the same app without them >= 0.95x`,
  );
  console.log(`  ${verdict(pages.p95 < 20)}  list pages at ${LIST_ROWS.toLocaleString('en')} rows: p95 ${pages.p95.toFixed(1)} ms < 20 ms`);
  for (const row of searches) console.log(`  ${verdict(row.p95 < 50)}  search "${row.name}": p95 ${row.p95.toFixed(1)} ms < 50 ms`);
  for (const row of workbench)
    console.log(`  ${verdict(row.p95 < row.budget)}  workbench "${row.name}": p95 ${row.p95.toFixed(1)} ms < ${row.budget} ms`);
  const alertSeconds = (alertRun.matchMs + alertRun.sendMs) / 1000;
  console.log(
    `  ${verdict(alertSeconds < 30)}  job alerts: one run over ${ALERT_ROWS.toLocaleString('en')} alerts in ${alertSeconds.toFixed(1)} s < 30 s (half its minute)`,
  );
  console.log("\nThe load generator shares the machine's cores with the server and PostgreSQL; compare ratios, not absolutes.");
  recordBenchmark({ id: 'bench', title: '`npm run bench`: routes, list pages, search, workbench, job alerts', lines: capture.stop() });
} catch (error) {
  console.error('[bench] failed:', error);
} finally {
  await cleanup();
}
console.log('\n[bench] start time (npm run bench:start)...');
spawnSync(process.execPath, [fileURLToPath(new URL('../../../scripts/measure-start.mjs', import.meta.url))], { stdio: 'inherit' });
process.exit(0);
