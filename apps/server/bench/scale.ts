// `npm run bench:scale`: how the cost of each search and list page grows with the data. Fills 10,000,
// 100,000 and 1,000,000 positions and contents (and a pathway for every fifth), and courses up to 100,000
// (BENCH_SCALE_COURSES_MAX), with pt-BR, en and es text
// (bench/scale-fixture.ts, in SQL), and after each size times every search and list page through the whole app, one
// request at a time (p50, p95), beside the plain query it replaces (ILIKE over the text and a window count, straight on
// the pool: p50), then prints the RSS of the server and of PostgreSQL and the database's size. One table at the end,
// with the budgets at the largest size, also recorded in docs/benchmarks.md after each size (scripts/bench-report.mjs).
// It reports; it never fails. BENCH_SCALE_SIZES=10000,100000 picks the sizes,
// BENCH_SCALE_SEARCHES the requests per case; BENCH_SCALE_HOLD=1 keeps PostgreSQL up at the end (its URL printed) for
// EXPLAIN by hand, until Ctrl-C. BENCH_SCALE_HELD=<the URL it printed> times that held database again, filled as it is
// (at BENCH_SCALE_SIZES' largest size, nothing filled; pending migrations applied; BENCH_SCALE_HELD_DIR=<its cluster's
// directory> for PostgreSQL's memory), so a change is measured at 1,000,000 rows without filling them again (half an
// hour on a busy machine).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
import { seedReferenceData } from '../src/seed/seed.ts';
import { postmasterPid } from './cpu.ts';
import { growScaleContents, growScaleCourses, growScalePositions } from './scale-fixture.ts';
import { scratchDir } from './scratch-dir.ts';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const PER_CASE = Number(process.env.BENCH_SCALE_SEARCHES ?? 40);
/** the plain twins read the whole table at 1,000,000 rows (most of a second each): fewer of them */
const PLAIN_PER_CASE = Number(process.env.BENCH_SCALE_PLAIN ?? 7);
/** the courses stop growing here (positions and contents go to 1,000,000; a catalogue of courses is smaller) */
const COURSES_MAX = Number(process.env.BENCH_SCALE_COURSES_MAX ?? 100_000);

interface Case {
  name: string;
  kind: 'search' | 'list';
  /** a text search (held to "100x faster than its ILIKE twin") */
  text: boolean;
  /** the app's path for page `page` (pages drawn over the first 20) */
  path: (page: number) => string;
  /** a POST body for page `page` (the course search) */
  body?: (page: number) => unknown;
  /** the plain query it replaces, for page `page` */
  plain: { sql: string; values: (page: number) => unknown[] };
}

const OPEN = `p.status = 'active' and not p.internal_only`;
const plainPositions = (where: string) =>
  `select p.id, count(*) over () as total from positions p where ${OPEN} and ${where} order by p.published_at desc, p.id desc limit 15 offset $1`;
const plainContents = (where: string) =>
  `select c.id, count(*) over () as total from contents c where c.is_public and not c.is_private and ${where}
   order by c.created_at desc, c.id desc limit 12 offset $1`;
const ilikeAll = (column: string, words: string[]) => words.map((word) => `${column} ilike '%${word}%'`).join(' and ');
const EIGHT_WORDS = 'analista dados python sql excel vendas logistica marketing';

const CASES: Case[] = [
  {
    name: 'positions: "analista de dados"',
    kind: 'search',
    text: true,
    path: (page) => `/v1/suggestions?text=analista%20de%20dados&allowUnspecified=true&page=${page}`,
    plain: { sql: plainPositions(`p.search_text ilike '%analista de dados%'`), values: (page) => [(page - 1) * 15] },
  },
  {
    name: 'positions: "paralegal" (rare)',
    kind: 'search',
    text: true,
    path: (page) => `/v1/suggestions?text=paralegal&allowUnspecified=true&page=${page}`,
    plain: { sql: plainPositions(`p.search_text ilike '%paralegal%'`), values: (page) => [(page - 1) * 15] },
  },
  {
    name: 'positions: text + three filters',
    kind: 'search',
    text: true,
    path: (page) => `/v1/suggestions?text=analista&categoryList=5&categoryList=6&locationStateList=SP&salary=3000&page=${page}`,
    plain: {
      sql: plainPositions(
        `p.category_id = any('{5,6}') and p.state_code = 'SP' and p.salary_monthly_min >= 3000 and p.search_text ilike '%analista%'`,
      ),
      values: (page) => [(page - 1) * 15],
    },
  },
  {
    name: 'positions: a typo "enfermagme"',
    kind: 'search',
    text: true,
    path: (page) => `/v1/suggestions?text=enfermagme&allowUnspecified=true&page=${page}`,
    plain: { sql: plainPositions(`p.search_text ilike '%enfermagem%'`), values: (page) => [(page - 1) * 15] },
  },
  {
    name: 'discovery: "python"',
    kind: 'search',
    text: true,
    path: (page) => `/v1/discovery?query=python&page=${page}`,
    plain: { sql: plainContents(`c.search_text ilike '%python%'`), values: (page) => [(page - 1) * 12] },
  },
  {
    name: 'discovery: "apicultura" (rare)',
    kind: 'search',
    text: true,
    path: (page) => `/v1/discovery?query=apicultura&page=${page}`,
    plain: { sql: plainContents(`c.search_text ilike '%apicultura%'`), values: (page) => [(page - 1) * 12] },
  },
  {
    name: `courses: "dados", online, paid (${COURSES_MAX / 1000}k max)`,
    kind: 'search',
    text: true,
    path: () => '/v1/courses/search',
    body: (page) => ({ name: 'dados', modality: 'online', price: 'paid', page }),
    plain: {
      sql: `select c.id, count(*) over () as total from courses c where c.search_text ilike '%dados%' and c.modality = 'online'
        and c.price_cents > 0 order by c.created_at desc limit 12 offset $1`,
      values: (page) => [(page - 1) * 12],
    },
  },
  {
    name: 'single search: 4 words',
    kind: 'search',
    text: true,
    path: () => '/v1/single_search/run?text=analista%20dados%20python%20sql',
    plain: {
      sql: `select (select count(*) from (${plainPositions(ilikeAll('p.search_text', ['analista', 'dados', 'python', 'sql']))}) a)
        + (select count(*) from (${plainContents(ilikeAll('c.search_text', ['analista', 'dados', 'python', 'sql']))}) b) as found`,
      values: () => [0],
    },
  },
  {
    name: 'single search: 8 words, limit 20',
    kind: 'search',
    text: true,
    path: () => `/v1/single_search/run?text=${encodeURIComponent(EIGHT_WORDS)}&limit=20`,
    plain: {
      sql: `select (select count(*) from (${plainPositions(ilikeAll('p.search_text', EIGHT_WORDS.split(' ')))}) a)
        + (select count(*) from (${plainContents(ilikeAll('c.search_text', EIGHT_WORDS.split(' ')))}) b) as found`,
      values: () => [0],
    },
  },
  {
    name: 'list: open positions, newest',
    kind: 'list',
    text: false,
    path: (page) => `/v1/suggestions?allowUnspecified=true&page=${page}`,
    plain: { sql: plainPositions('true'), values: (page) => [(page - 1) * 15] },
  },
  {
    name: 'list: positions, category + state',
    kind: 'list',
    text: false,
    path: (page) => `/v1/suggestions?categoryList=7&locationStateList=PE&allowUnspecified=true&page=${page}`,
    plain: { sql: plainPositions(`p.category_id = 7 and p.state_code = 'PE'`), values: (page) => [(page - 1) * 15] },
  },
  {
    name: 'list: discovery, newest',
    kind: 'list',
    text: false,
    path: (page) => `/v1/discovery?sortBy=recent&page=${page}`,
    plain: { sql: plainContents('true'), values: (page) => [(page - 1) * 12] },
  },
  {
    name: `list: courses, newest (${COURSES_MAX / 1000}k max)`,
    kind: 'list',
    text: false,
    path: () => '/v1/courses/search',
    body: (page) => ({ page }),
    plain: {
      sql: 'select c.id, count(*) over () as total from courses c order by c.created_at desc limit 12 offset $1',
      values: (page) => [(page - 1) * 12],
    },
  },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function times(runs: number, run: (index: number) => Promise<unknown>) {
  for (let index = 0; index < 2; index++) await run(index); // warm-up: plans and caches
  const taken: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    await run(index);
    taken.push(performance.now() - started);
  }
  return taken.sort((a, b) => a - b);
}

/** Proportional set size (kB) of a process and its children: what they hold in memory, shared pages split among them. */
function pssKb(rootPid: number): number {
  const read = (pid: number) => {
    try {
      const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      return Number(match?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  let total = read(rootPid);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === rootPid) total += read(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

interface Measured {
  p50: number;
  p95: number;
  plainP50: number;
  total: number;
  /** answers that were not 2xx (503 search.unavailable past the search timeout) */
  failures: number;
}
interface SizeResult {
  size: number;
  cases: Map<string, Measured>;
  serverRssMb: number;
  postgresMb: number;
  databaseMb: number;
  fillSeconds: number;
}

function printTable(results: SizeResult[]) {
  const pad = (value: string, width: number) => value.padStart(width);
  const sizeName = (size: number) => (size >= 1_000_000 ? `${size / 1_000_000}M` : `${size / 1000}k`);
  const header = results.map((r) => pad(`${sizeName(r.size)}: p50 / p95 / plain`, 27)).join('');
  console.log(`\n${'case'.padEnd(46)}${header}${pad('growth', 8)}${pad('total', 9)}`);
  for (const c of CASES) {
    const cells = results.map((r) => {
      const m = r.cases.get(c.name)!;
      return pad(`${m.failures ? `${m.failures}x503 ` : ''}${m.p50.toFixed(1)} / ${m.p95.toFixed(1)} / ${m.plainP50.toFixed(0)}`, 27);
    });
    const [before, last] = [results.at(-2)?.cases.get(c.name), results.at(-1)?.cases.get(c.name)];
    const growth = before && last ? `${(last.p95 / before.p95).toFixed(1)}x` : '';
    console.log(`${c.name.padEnd(46)}${cells.join('')}${pad(growth, 8)}${pad(String(last?.total ?? ''), 9)}`);
  }
  const row = (name: string, value: (r: SizeResult) => string) =>
    console.log(`${name.padEnd(46)}${results.map((r) => pad(value(r), 27)).join('')}`);
  row('server RSS (MB)', (r) => r.serverRssMb.toFixed(0));
  row('PostgreSQL PSS, all processes (MB)', (r) => r.postgresMb.toFixed(0));
  row('database on disk (MB)', (r) => r.databaseMb.toFixed(0));
  row('fill time (s)', (r) => r.fillSeconds.toFixed(0));
  console.log('(ms through the whole app, one request at a time; plain: p50 of the ILIKE and window-count query it replaces, on the pool;');
  console.log(' growth: p95 at the last size over the one before; total: what the app answered at the last size)\n');

  const largest = results.at(-1);
  if (largest) {
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
    console.log(`Budgets at ${largest.size.toLocaleString('en')} rows:`);
    for (const c of CASES) {
      const m = largest.cases.get(c.name)!;
      const before = results.at(-2)?.cases.get(c.name);
      if (c.kind === 'list') {
        console.log(`  ${verdict(m.p95 < 20)}  ${c.name}: p95 ${m.p95.toFixed(1)} ms < 20 ms`);
        continue;
      }
      console.log(`  ${verdict(m.p95 < 50)}  ${c.name}: p95 ${m.p95.toFixed(1)} ms < 50 ms`);
      if (c.text) {
        const speedup = m.plainP50 / m.p50;
        console.log(`  ${verdict(speedup >= 100)}  ${c.name}: ${speedup.toFixed(0)}x faster than its ILIKE twin (p50) >= 100x`);
      }
      if (before) console.log(`  ${verdict(m.p95 <= 2 * before.p95)}  ${c.name}: p95 grew ${(m.p95 / before.p95).toFixed(1)}x <= 2x`);
    }
  }
}

const { dir, cleanups, cleanup } = await scratchDir('trilha-bench-scale-');

const results: SizeResult[] = [];
try {
  console.log('[bench:scale] starting embedded PostgreSQL, migrating and seeding the reference data...');
  const held = process.env.BENCH_SCALE_HELD;
  const pgDir = (held ? process.env.BENCH_SCALE_HELD_DIR : undefined) ?? join(dir, 'pg');
  const embedded = held ? null : await startEmbeddedPostgres(pgDir, pino({ level: 'silent' }));
  if (embedded) {
    cleanups.push(() => embedded.stop());
    await ensureDatabase(embedded.url(), 'trilha');
  }
  const url = held ?? embedded!.url('trilha');
  const database = connectDatabase(url);
  cleanups.push(() => database.close());
  await runMigrations(database.db);
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dir,
      SECRETS_KEY: 'be'.repeat(32),
      SEARCHES_PER_MINUTE_PER_USER: '1000000',
      SEARCHES_PER_MINUTE_PER_ADDRESS: '1000000',
      // autocannon's connections are one client: all of them run at once, as the floor twin's do
      REQUESTS_IN_FLIGHT_PER_CLIENT: '1000',
    }),
    logLevel: 'info',
    webDist: '/nonexistent',
  };
  const logStream = pino.destination({ dest: '/dev/null', sync: false, minLength: 4096 }) as unknown as NodeJS.WritableStream;
  const { app } = await buildApp({ config, db: database.db, clock: systemClock, logStream });
  cleanups.push(() => app.close());
  // the reference data (skills) and one reader, no demo data: the sizes are the bench's own
  await seedReferenceData(database.db, new Date());
  const [reader] = await database.db
    .insert(users)
    .values({ email: 'leitora@escala.test', name: 'Leitora', lastName: 'Escala', passwordHash: 'x', createdAt: new Date() })
    .onConflictDoUpdate({ target: users.email, set: { name: 'Leitora' } })
    .returning({ id: users.id });
  if (!reader) throw new Error('the reader was not created');
  const appUrl = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('0.0.0.0', '127.0.0.1');
  const headers = { authorization: `Bearer ${await openSession(database.db, systemClock, reader.id)}` };
  // a held database's cluster is known only when its directory is given
  const postmaster = embedded || process.env.BENCH_SCALE_HELD_DIR ? postmasterPid(pgDir) : 0;

  const fetchTotal = async (path: string, sent?: unknown) => {
    const response = await fetch(
      `${appUrl}${path}`,
      sent === undefined
        ? { headers }
        : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(sent) },
    );
    const body = (await response.json()) as { total?: number; positions?: { total: number }; contents?: { total: number } };
    // a search past its timeout answers 503 search.unavailable: counted, and its time is a time like any other
    if (!response.ok) {
      failures += 1;
      return 0;
    }
    return body.total ?? (body.positions?.total ?? 0) + (body.contents?.total ?? 0);
  };

  // a held cluster is already filled to its size
  let filled = held ? Math.max(...SIZES) : 0;
  let failures = 0;
  for (const size of SIZES) {
    const started = performance.now();
    console.log(`[bench:scale] growing to ${size.toLocaleString('en')} positions, contents and courses...`);
    if (filled < size) {
      await growScalePositions(database.pool, filled, size);
      await growScaleContents(database.pool, filled, size);
      if (filled < COURSES_MAX) await growScaleCourses(database.pool, filled, Math.min(size, COURSES_MAX));
    }
    filled = size;
    const fillSeconds = (performance.now() - started) / 1000;
    console.log(`[bench:scale] filled in ${fillSeconds.toFixed(0)} s; timing ${CASES.length} cases...`);
    const cases = new Map<string, Measured>();
    for (const c of CASES) {
      failures = 0;
      const page = (n: number) => fetchTotal(c.path(n), c.body?.(n));
      const total = await page(1);
      const last = Math.max(1, Math.min(20, Math.ceil(total / 15)));
      const app = await times(PER_CASE, (index) => page(1 + (index % last)));
      const plain = await times(PLAIN_PER_CASE, (index) => database.pool.query(c.plain.sql, c.plain.values(1 + (index % last))));
      cases.set(c.name, { p50: percentile(app, 50), p95: percentile(app, 95), plainP50: percentile(plain, 50), total, failures });
    }
    const [{ bytes }] = (await database.pool.query<{ bytes: string }>('select pg_database_size(current_database()) as bytes')).rows as [
      { bytes: string },
    ];
    results.push({
      size,
      cases,
      serverRssMb: process.memoryUsage().rss / 2 ** 20,
      postgresMb: postmaster ? pssKb(postmaster) / 1024 : 0,
      databaseMb: Number(bytes) / 2 ** 20,
      fillSeconds,
    });
    console.log(`[bench:scale] done: ${size.toLocaleString('en')}`);
    // after each size, so a run stopped at the next one keeps what it measured
    const capture = captureLog();
    printTable(results);
    recordBenchmark({ id: 'bench:scale', title: '`npm run bench:scale`: search and list pages at scale', lines: capture.stop() });
  }

  console.log("\nThe bench shares the machine's cores with the server and PostgreSQL (and, here, with whatever else runs).");
  if (process.env.BENCH_SCALE_HOLD === '1') {
    console.log(`[bench:scale] holding: psql '${url}' (Ctrl-C ends)`);
    await new Promise(() => {});
  }
} catch (error) {
  console.error('[bench:scale] failed:', error);
} finally {
  await cleanup();
}
process.exit(0);
