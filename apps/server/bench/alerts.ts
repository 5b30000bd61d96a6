// `npm run bench -- --only job-alerts`: the job alerts task alone at its production size, without the rest of
// `npm run bench`. Fills 200,000 positions (BENCH_POSITIONS; test/large-catalogue-fixture.ts) and 10,000 alerts of people
// drawn as real ones (BENCH_ALERTS; test/large-job-alerts-fixture.ts), last compared an hour ago (BENCH_ALERTS_SINCE),
// then times one task run (matching, then sending), a second one right after and a third at the summary hour, prints
// the EXPLAIN (ANALYZE, BUFFERS) of the matching statement of one batch, the process's RSS and PostgreSQL's, and checks
// the budget: one run within half the task's period (30 s). It records the run in docs/benchmarks.md
// (scripts/bench-report.mjs) and reports; it never fails the build.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { captureLog, recordBenchmark } from '../../../scripts/bench-report.mjs';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { jobAlertsTasks } from '../src/modules/job-alerts/job-alerts.tasks.ts';
import { systemClock } from '../src/platform/clock.ts';
import { connectDatabase, ensureDatabase } from '../src/platform/db/connect.ts';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.ts';
import { runMigrations } from '../src/platform/db/migrate.ts';
import { seedReferenceData } from '../src/seed/seed.ts';
import { fillLargePositions } from '../test/large-catalogue-fixture.ts';
import { postmasterPid } from './cpu.ts';
import { timeJobAlerts } from './job-alerts.ts';
import { scratchDir } from './scratch-dir.ts';

const POSITION_ROWS = Number(process.env.BENCH_POSITIONS ?? 200_000);
const ALERT_ROWS = Number(process.env.BENCH_ALERTS ?? 10_000);
const SINCE = process.env.BENCH_ALERTS_SINCE ?? '1 hour';
const PERIOD_MS = jobAlertsTasks[0]!.every;

/** Proportional set size (MB) of PostgreSQL: the postmaster and its backends, shared pages split among them. */
function postgresPssMb(rootPid: number): number {
  const pss = (pid: string) => {
    try {
      return Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  let total = pss(String(rootPid));
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === rootPid) total += pss(entry);
    } catch {
      // the process ended meanwhile
    }
  }
  return total / 1024;
}

const { dir, cleanups, cleanup } = await scratchDir('trilha-bench-alerts-');

try {
  console.log('[bench:alerts] starting embedded PostgreSQL, migrating and seeding the reference data...');
  const pgDir = join(dir, 'pg');
  const embedded = await startEmbeddedPostgres(pgDir, pino({ level: 'silent' }));
  cleanups.push(() => embedded.stop());
  await ensureDatabase(embedded.url(), 'trilha');
  const database = connectDatabase(embedded.url('trilha'));
  cleanups.push(() => database.close());
  await runMigrations(database.db);
  const config = {
    ...loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, SECRETS_KEY: 'be'.repeat(32) }),
    logLevel: 'warn',
    webDist: '/nonexistent',
  };
  const logStream = pino.destination({ dest: '/dev/null', sync: false, minLength: 4096 }) as unknown as NodeJS.WritableStream;
  const { app, deps } = await buildApp({ config, db: database.db, clock: systemClock, logStream });
  cleanups.push(() => app.close());
  await seedReferenceData(database.db, new Date());
  console.log(`[bench:alerts] filling ${POSITION_ROWS.toLocaleString('en')} positions...`);
  let started = performance.now();
  await fillLargePositions(database.pool, POSITION_ROWS);
  console.log(`[bench:alerts] filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  console.log(`[bench:alerts] ${ALERT_ROWS.toLocaleString('en')} alerts last compared ${SINCE} ago; two task runs...`);
  started = performance.now();
  const result = await timeJobAlerts(database.pool, deps, ALERT_ROWS, SINCE);
  const { rows: window } = await database.pool.query<{ open: number }>(
    `select count(*)::int as open from positions where status = 'active' and published_at > now() - $1::interval`,
    [SINCE],
  );

  for (const plan of result.plans) {
    console.log(`\n--- the matching statement, ${plan.name} (EXPLAIN (ANALYZE, BUFFERS), its generic plan) ---`);
    console.log(plan.text);
  }
  // from here on, what is printed is the run's record in docs/benchmarks.md (the plans above are too long for it)
  const capture = captureLog();
  const pad = (value: string | number, width: number) => String(value).padStart(width);
  const { fill } = result;
  console.log(
    `\n${fill.alerts.toLocaleString('en')} alerts of ${fill.people.toLocaleString('en')} people (${fill.withText.toLocaleString('en')} with a text, ${fill.distinctTexts} distinct texts) over ${POSITION_ROWS.toLocaleString('en')} positions, ${window[0]!.open} open ones published in the last ${SINCE}`,
  );
  console.log(
    `\n${'job alerts'.padEnd(24)}${pad('matches', 9)}${pad('match ms', 10)}${pad('e-mails', 9)}${pad('send ms', 10)}${pad('total s', 9)}`,
  );
  for (const [name, run] of [
    ['first task run', result],
    ['second, right after', result.second],
    ['at the summary hour', result.summaryHour],
  ] as const)
    console.log(
      `${name.padEnd(24)}${pad(run.matches, 9)}${pad(run.matchMs.toFixed(0), 10)}${pad(run.mails, 9)}${pad(run.sendMs.toFixed(0), 10)}${pad(((run.matchMs + run.sendMs) / 1000).toFixed(1), 9)}`,
    );
  for (const plan of result.plans)
    console.log(
      `matching, ${plan.name}: ${plan.ms.toFixed(0)} ms, ${plan.hit + plan.read} buffers (${plan.read} read), through ${plan.indexes.join(', ') || 'no index'}`,
    );
  console.log(
    `server RSS ${result.rssMb.toFixed(0)} MB (peak ${result.maxRssMb.toFixed(0)} MB), PostgreSQL PSS ${postgresPssMb(postmasterPid(pgDir)).toFixed(0)} MB; whole case ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  const seconds = (result.matchMs + result.sendMs) / 1000;
  console.log('\nBudgets:');
  console.log(
    `  ${verdict(seconds * 1000 < PERIOD_MS / 2)}  one task run in ${seconds.toFixed(1)} s < ${PERIOD_MS / 2000} s (half its period)`,
  );
  const peak = (result.summaryHour.matchMs + result.summaryHour.sendMs) / 1000;
  console.log(
    `  ${verdict(peak * 1000 < PERIOD_MS / 2)}  the run at the summary hour (${result.summaryHour.mails} e-mails) in ${peak.toFixed(1)} s < ${PERIOD_MS / 2000} s`,
  );
  console.log(
    `  ${verdict(result.second.matches === 0 && result.second.mails === 0)}  the second run found ${result.second.matches} and sent ${result.second.mails} (nothing new)`,
  );
  console.log(
    `  ${verdict(result.outbox === result.mails + result.second.mails)}  ${result.outbox} e-mails in the outbox from both runs, one per e-mail counted`,
  );
  const indexes = [...new Set(result.plans.flatMap((plan) => plan.indexes.filter((name) => name.startsWith('positions_'))))];
  console.log(`  ${verdict(indexes.length > 0)}  the matching reads positions through ${indexes.join(', ') || 'no index of theirs'}`);
  console.log("\nThe machine's cores are shared with whatever else runs on it: read the figures with its load in mind.");
  recordBenchmark({ id: 'bench:job-alerts', title: '`npm run bench -- --only job-alerts`: job alerts at size', lines: capture.stop() });
} catch (error) {
  console.error('[bench:alerts] failed:', error);
} finally {
  await cleanup();
}
process.exit(0);
