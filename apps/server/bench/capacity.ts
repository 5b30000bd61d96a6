// `npm run bench:capacity`: how many machines the target volume needs, from CPU time measured on this machine.
// Embedded PostgreSQL with the demo data, a catalogue of BENCH_CAPACITY_POSITIONS positions, a recruiter's pipeline and
// BENCH_CAPACITY_ALERTS job alerts (the fixtures of `npm run bench`); then a read replica made from a copy of the cluster
// (bench/capacity-standby.ts), which the app's own routing sends its lag-tolerant reads to, as in production. Each
// request class runs a few hundred times from a separate process (bench/capacity-client.ts), and what the app process,
// the primary and the replica spent in CPU (bench/cpu.ts) is divided by the requests: CPU time, not latency, so the
// figures hold on a machine others share. The job alerts task runs minute by minute in its steady state
// (bench/capacity-alerts.ts). Bytes per application, position and e-mail are the growth of their tables
// (pg_total_relation_size, indexes included) over the rows the bench added; a history row's and a match's, their
// table's bytes over its rows. bench/capacity-model.ts turns it all into app processes,
// database cores, replicas and storage a year for the target, with its assumptions printed beside the result; the
// run is recorded in docs/benchmarks.md (scripts/bench-report.mjs). It has no budget to miss: it exits non-zero only
// when it could not measure.
import { fork } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
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
import { fillLargePositions, LARGE_COMPANY } from '../test/large-catalogue-fixture.ts';
import { fillJobAlerts } from '../test/large-job-alerts-fixture.ts';
import { type AlertPhase, type Meter, timeAlertMinutes } from './capacity-alerts.ts';
import type { ClientResult, Plan, Step } from './capacity-client.ts';
import {
  ASSUMED,
  type Cost,
  type Measured,
  machinesFor,
  peakLoad,
  peakPerSecond,
  type StorageItem,
  TARGET,
  yearly,
  yearlyFromPeakPerMinute,
} from './capacity-model.ts';
import { postgresBinary, type Standby, startFrozenStandby } from './capacity-standby.ts';
import { postgresCpuMs, postmasterPid, serverCpuMs } from './cpu.ts';
import { fillPipeline } from './pipeline.ts';
import { scratchDir } from './scratch-dir.ts';

const REQUESTS = Number(process.env.BENCH_CAPACITY_REQUESTS ?? 300);
const ROUNDS = 3;
const WARM = Math.max(ROUNDS * 3, Math.round(REQUESTS / 10));
const CONCURRENCY = Number(process.env.BENCH_CAPACITY_CONCURRENCY ?? 4);
const POSITION_ROWS = Number(process.env.BENCH_CAPACITY_POSITIONS ?? 100_000);
const ALERT_ROWS = Number(process.env.BENCH_CAPACITY_ALERTS ?? 10_000);
const ALERT_MINUTES = Number(process.env.BENCH_CAPACITY_ALERT_MINUTES ?? 8);
/** positions published through the API: their rate at the target is small, their bytes are what is wanted */
const PUBLISHED = Math.max(ROUNDS * 10, Math.round(REQUESTS / 3));
/** the pipeline's people: they are moved, and two in three (those with a degree: a complete profile) apply */
const CANDIDATES = Math.ceil(1.5 * (WARM + REQUESTS)) + 30;
/** how long the three processes are watched doing nothing, before the classes (taken out of them) and after (checked) */
const IDLE_SECONDS = 5;
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const CLIENT = fileURLToPath(new URL('./capacity-client.ts', import.meta.url));

const STANDARD_QUESTIONS_ANSWER =
  'Trabalho com dados há quatro anos e quero aplicar o que aprendi em projetos de maior escala, perto das áreas de negócio.';
/** what people search for: texts of the catalogue's titles in the words people type, some with filters, a typo */
const SEARCHES = [
  'text=analista%20de%20dados',
  'text=vendedor&locationStateList=SP',
  'text=tecnico%20de%20enfermagem&locationList=3550308',
  'text=motorista&typeWork=FULL_TIME',
  'text=desenvolvedor&workTelecommute=true',
  'categoryList=5&locationStateList=MG&salary=3000',
  'text=recepcionista',
  'text=auxiliar%20administrativo&page=2',
  'text=enfermagme',
  'text=engenheiro%20de%20software&salary=5000',
  'text=operador%20de%20caixa&locationStateList=RJ',
  'text=jovem%20aprendiz',
  'text=analista%20financeiro&locationList=3304557',
  'text=professor%20de%20ingles',
  'text=designer',
  'locationStateList=PE&typeWork=INTERN',
];
/** the next stage of each: most are screened or rejected, a few go to an offer or are hired */
const NEXT_STAGE: Record<string, string> = { new: 'screening', screening: 'rejected', interview: 'offer', offer: 'hired' };

/** A different client address per request (the throttles count per address, as real visitors come from many). */
const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const pad = (value: string | number, width: number) => String(value).padStart(width);
const fixed = (value: number, digits = 1) => value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** A paragraph wrapped to the width of the tables, in parentheses unless `plain`. */
function note(text: string, plain = false, width = 116) {
  const lines: string[] = [];
  let line = '';
  for (const word of (plain ? text : `(${text})`).split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  console.log([...lines, line].join('\n'));
}
const signed = (value: number) => `${value >= 0 ? '+' : ''}${fixed(value)}`;
const whole = (value: number) => Math.round(value).toLocaleString('en');
const bytesText = (bytes: number) =>
  bytes >= 2 ** 40
    ? `${fixed(bytes / 2 ** 40)} TiB`
    : bytes >= 2 ** 30
      ? `${fixed(bytes / 2 ** 30)} GiB`
      : bytes >= 2 ** 20
        ? `${fixed(bytes / 2 ** 20)} MiB`
        : `${fixed(bytes / 1024)} KiB`;

async function listen(app: FastifyInstance): Promise<string> {
  return (await app.listen({ port: 0, host: '127.0.0.1' })).replace('0.0.0.0', '127.0.0.1');
}

/** Bytes and rows of each table, after VACUUM (a GIN index's pending entries merged, so sizes compare). */
async function tableSizes(pool: pg.Pool, tables: string[]) {
  await pool.query(`vacuum ${tables.join(', ')}`);
  const sizes: Record<string, { bytes: number; rows: number }> = {};
  for (const table of tables) {
    const { rows } = await pool.query<{ bytes: string; rows: string }>(
      `select pg_total_relation_size('${table}') as bytes, (select count(*) from ${table}) as rows`,
    );
    sizes[table] = { bytes: Number(rows[0]!.bytes), rows: Number(rows[0]!.rows) };
  }
  return sizes;
}
type Sizes = Awaited<ReturnType<typeof tableSizes>>;
const grown = (before: Sizes, after: Sizes, tables: string[]) =>
  tables.reduce((total, table) => total + (after[table]!.bytes - before[table]!.bytes), 0);
/** a table's bytes over its rows: for tables whose rows are all alike */
const perRow = (sizes: Sizes, table: string) => sizes[table]!.bytes / Math.max(1, sizes[table]!.rows);
const added = (before: Sizes, after: Sizes, table: string) => after[table]!.rows - before[table]!.rows;
/** bytes of the files under `path` (the stored files of STORAGE=local), 0 when it does not exist yet */
async function directoryBytes(path: string): Promise<number> {
  const entries = await readdir(path, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return (await Promise.all(files.map(async (file) => (await stat(file)).size))).reduce((sum, size) => sum + size, 0);
}

const { dir, cleanups, cleanup } = await scratchDir('trilha-bench-capacity-');

const began = performance.now();
const elapsed = () => `${((performance.now() - began) / 1000).toFixed(0)} s`;
try {
  console.log('[bench:capacity] starting embedded PostgreSQL, migrating and seeding the demo data...');
  const pgDir = join(dir, 'pg');
  const silent = pino({ level: 'silent' });
  let embedded = await startEmbeddedPostgres(pgDir, silent);
  cleanups.push(() => embedded.stop());
  await ensureDatabase(embedded.url(), 'trilha');
  let database = connectDatabase(embedded.url('trilha'));
  await runMigrations(database.db);
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dir,
      SECRETS_KEY: 'be'.repeat(32),
      // each request carries its own client address (X-Forwarded-For), as behind the production proxy
      TRUST_PROXY_HOPS: '1',
    }),
    logLevel: LOG_LEVEL,
    webDist: '/nonexistent',
  };
  // Production logs every request at info; pino writes to /dev/null asynchronously, as it writes to stdout there.
  const logStream = pino.destination({ dest: '/dev/null', sync: false, minLength: 4096 }) as unknown as NodeJS.WritableStream;
  {
    const { app, deps } = await buildApp({ config, db: database.db, clock: systemClock, logStream });
    await seedIfEmpty(deps);
    await app.close();
  }
  const pool = () => database.pool;
  console.log(`[bench:capacity] ${elapsed()}: ${POSITION_ROWS.toLocaleString('en')} positions, a pipeline, ${ALERT_ROWS} job alerts...`);
  await fillLargePositions(pool(), POSITION_ROWS);
  const [ana] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'ana@trilha.dev')).limit(1);
  if (!ana) throw new Error('the demo user ana@trilha.dev is missing');
  const PEOPLE_TABLES = ['users', 'profiles', 'user_skills'];
  const peopleBefore = await tableSizes(pool(), PEOPLE_TABLES);
  const pipeline = await fillPipeline(pool(), CANDIDATES, ana.id);
  const peopleAfter = await tableSizes(pool(), PEOPLE_TABLES);
  const bytesPerPerson = grown(peopleBefore, peopleAfter, PEOPLE_TABLES) / Math.max(1, added(peopleBefore, peopleAfter, 'users'));
  const alertFill = await fillJobAlerts(pool(), ALERT_ROWS, '1 minute');
  await pool().query('checkpoint');

  // the replica: a copy of the cluster as it is now, started as a hot standby; then the primary again
  console.log(`[bench:capacity] ${elapsed()}: copying the cluster into a read replica...`);
  const binary = postgresBinary(pgDir);
  const oldUrl = embedded.url('trilha');
  await database.close();
  await embedded.stop();
  const standby: Standby = await startFrozenStandby(pgDir, join(dir, 'replica'), binary, oldUrl);
  cleanups.push(() => standby.stop());
  embedded = await startEmbeddedPostgres(pgDir, silent);
  database = connectDatabase(embedded.url('trilha'), { max: config.dbPoolMax, statementTimeoutMs: config.dbStatementTimeoutMs });
  cleanups.push(() => database.close());
  // the replica never catches up (it follows no primary): lag is no reason to leave it here
  const measuredConfig = { ...config, databaseReadUrls: [standby.url('trilha')], dbReadMaxLagMs: 7 * 86_400_000 };
  const { app, deps } = await buildApp({ config: measuredConfig, db: database.db, clock: systemClock, logStream });
  cleanups.push(() => app.close());
  await deps.reads.check();
  const replicaState = deps.reads.status()[0];
  if (replicaState?.state !== 'ok') throw new Error(`the read replica is not in rotation: ${JSON.stringify(replicaState)}`);
  const appUrl = await listen(app);

  const primaryPid = postmasterPid(pgDir);
  const replicaPid = postmasterPid(standby.dataDir);
  // CPU counters net of this process's own reading of /proc and, once measured, of what the three processes spend
  // idle (PostgreSQL's background workers, the replica checks, the app's timers): a request's figure is its own
  let meterOverhead = 0;
  const idle = { serverMs: 0, primaryMs: 0, replicaMs: 0 };
  const meter: Meter = {
    async read() {
      const start = serverCpuMs();
      const primaryMs = postgresCpuMs(primaryPid);
      const replicaMs = postgresCpuMs(replicaPid);
      const { rows } = await database.pool.query<{ wal: string }>(`select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text as wal`);
      const end = serverCpuMs();
      meterOverhead += end - start;
      const seconds = performance.now() / 1000;
      return {
        serverMs: end - meterOverhead - idle.serverMs * seconds,
        primaryMs: primaryMs - idle.primaryMs * seconds,
        replicaMs: replicaMs - idle.replicaMs * seconds,
        walBytes: Number(rows[0]!.wal),
      };
    },
  };
  /** CPU ms a second of the three processes doing nothing, over `seconds` */
  const idleRate = async (seconds: number) => {
    const before = await meter.read();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const after = await meter.read();
    return {
      serverMs: (after.serverMs - before.serverMs) / seconds,
      primaryMs: (after.primaryMs - before.primaryMs) / seconds,
      replicaMs: (after.replicaMs - before.replicaMs) / seconds,
    };
  };

  // the load generator: one child for the whole run, sent each plan in turn
  const client = fork(CLIENT, [], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  cleanups.push(async () => client.kill());
  await new Promise((resolve, reject) => {
    client.once('message', resolve);
    client.once('exit', (code) => reject(new Error(`the load generator exited with ${code}`)));
  });
  const runFlows = (flows: Step[][]): Promise<ClientResult> =>
    new Promise((resolve) => {
      client.once('message', (result) => resolve(result as ClientResult));
      client.send({ base: appUrl, concurrency: CONCURRENCY, flows } satisfies Plan);
    });

  interface ClassRun {
    name: string;
    flows: number;
    requests: number;
    cost: Cost;
    walBytes: number;
    mails: number;
    /** total CPU ms per unit in each round */
    rounds: number[];
    errors: number;
    failures: string[];
  }
  const countMails = async () => Number((await database.pool.query('select count(*) as n from outbox_messages')).rows[0].n);
  /** `flows` after the first WARM of them (discarded: JIT, plans, caches), in ROUNDS rounds, each measured apart */
  const measureClass = async (name: string, flows: Step[][]): Promise<ClassRun> => {
    const warm = await runFlows(flows.slice(0, WARM));
    const measured = flows.slice(WARM);
    const run: ClassRun = {
      name,
      flows: 0,
      requests: 0,
      cost: { serverMs: 0, primaryMs: 0, replicaMs: 0 },
      walBytes: 0,
      mails: 0,
      rounds: [],
      errors: 0,
      failures: [...warm.failures],
    };
    const mailsBefore = await countMails();
    const size = Math.ceil(measured.length / ROUNDS);
    for (let round = 0; round < ROUNDS; round++) {
      const slice = measured.slice(round * size, (round + 1) * size);
      const before = await meter.read();
      const result = await runFlows(slice);
      const after = await meter.read();
      const spent = {
        serverMs: after.serverMs - before.serverMs,
        primaryMs: after.primaryMs - before.primaryMs,
        replicaMs: after.replicaMs - before.replicaMs,
      };
      run.cost.serverMs += spent.serverMs;
      run.cost.primaryMs += spent.primaryMs;
      run.cost.replicaMs += spent.replicaMs;
      run.walBytes += after.walBytes - before.walBytes;
      run.flows += slice.length;
      run.requests += result.requests;
      run.rounds.push((spent.serverMs + spent.primaryMs + spent.replicaMs) / slice.length);
      run.errors += Object.entries(result.statuses).reduce((sum, [code, count]) => sum + (Number(code) >= 300 ? count : 0), 0);
      run.failures.push(...result.failures);
    }
    run.mails = (await countMails()) - mailsBefore;
    // a process that did next to nothing may come out a hair under its idle rate: that is none
    const per = (value: number) => Math.max(0, value / Math.max(1, run.flows));
    run.cost = { serverMs: per(run.cost.serverMs), primaryMs: per(run.cost.primaryMs), replicaMs: per(run.cost.replicaMs) };
    console.log(`[bench:capacity] ${elapsed()}: ${name} done`);
    return run;
  };

  Object.assign(idle, await idleRate(IDLE_SECONDS));

  const total = WARM + REQUESTS;
  const q = database.pool;
  console.log(`[bench:capacity] ${elapsed()}: ${REQUESTS} measured per class after ${WARM} warm-up, ${CONCURRENCY} at once...`);

  // public job pages: open positions of the catalogue and the demo, each once
  const pageIds = (
    await q.query<{ id: string }>(
      `select p.id from positions p join workspaces w on w.id = p.workspace_id
       where p.status = 'active' and not p.internal_only and w.owner_email_confirmed order by md5(p.id::text) limit $1`,
      [total],
    )
  ).rows.map((row) => row.id);
  const page = await measureClass(
    'public job page',
    pageIds.map((id, i) => [{ method: 'GET', path: `/vagas/${id}`, headers: { 'x-forwarded-for': address(i) } }]),
  );

  // searches: every other one signed in (its rows then carry the person's match), each by another person and address
  const people = (
    await q.query<{ id: string }>(
      `select u.id from users u join profiles p on p.user_id = u.id
       where u.email like 'pipeline%@bench.test' and jsonb_array_length(p.academic_experiences) > 0 order by u.email limit $1`,
      [total],
    )
  ).rows.map((row) => row.id);
  if (people.length < total) throw new Error(`the pipeline has ${people.length} people with a complete profile; ${total} needed`);
  const searchTokens: string[] = [];
  for (const id of people.slice(0, Math.ceil(total / 2))) searchTokens.push(await openSession(database.db, systemClock, id));
  const search = await measureClass(
    'search, half signed in',
    Array.from({ length: total }, (_, i) => [
      {
        method: 'GET' as const,
        path: `/v1/suggestions?${SEARCHES[i % SEARCHES.length]}`,
        headers: { 'x-forwarded-for': address(100_000 + i), ...(i % 2 === 0 && { authorization: `Bearer ${searchTokens[i / 2]}` }) },
      },
    ]),
  );

  // the recruiter: the owner of the large company, where the pipeline is
  const recruiter = {
    authorization: `Bearer ${await openSession(database.db, systemClock, ana.id)}`,
    'x-company': pipeline.subdomain,
    'x-forwarded-for': address(200_000),
  };

  // positions published: copies of the demo's open positions (their text, salary, skills and steps), created and published
  const POSITION_TABLES = ['positions', 'position_skills', 'position_members'];
  const forms = (
    await q.query<{ form: Record<string, unknown> }>(
      `select json_build_object('title', p.title, 'description', p.description, 'categoryId', p.category_id,
         'contractType', p.contract_type, 'workload', p.workload, 'salaryType', p.salary_type, 'salaryText', p.salary_text,
         'salaryMin', p.salary_min, 'salaryMax', p.salary_max, 'salaryPeriod', p.salary_period, 'remote', p.remote,
         'pcdOnly', p.pcd_only, 'cityId', p.city_id, 'language', p.language, 'educationLevel', coalesce(p.education_level, 'none'),
         'requirements', p.requirements, 'evaluationCriteria', p.evaluation_criteria, 'languages', p.languages, 'steps', p.steps,
         'skills', coalesce((select json_agg(json_build_object('skillId', s.skill_id, 'level', s.level)) from position_skills s
           where s.position_id = p.id), '[]'::json)) as form
       from positions p where p.workspace_id <> $1 and p.status = 'active' and not p.internal_only
       order by p.published_at desc limit $2`,
      [LARGE_COMPANY, WARM + PUBLISHED],
    )
  ).rows.map((row) => row.form);
  const positionsBefore = await tableSizes(q, POSITION_TABLES);
  const position = await measureClass(
    'position published',
    forms.map((form) => [
      { method: 'POST', path: '/v1/-/positions', headers: recruiter, body: form },
      { method: 'POST', path: '/v1/-/positions/{id}/publish', headers: recruiter },
    ]),
  );
  const positionsAfter = await tableSizes(q, POSITION_TABLES);
  const bytesPerPosition =
    grown(positionsBefore, positionsAfter, POSITION_TABLES) / Math.max(1, added(positionsBefore, positionsAfter, 'positions'));

  // applications sent: a person with a complete profile applies to an open position with the demo's standard steps,
  // sending the Trilha profile (the company gets a résumé PDF drawn from it) and answering its questions
  const targets = (
    await q.query<{ id: string; questions: number }>(
      `select id, jsonb_array_length(steps->1->'questions') as questions from positions
       where status = 'active' and not internal_only and jsonb_array_length(steps) = 2
         and steps->0->>'kind' = 'profile' and steps->1->>'kind' = 'questions' and workspace_id <> $1
       order by md5(id::text)`,
      [LARGE_COMPANY],
    )
  ).rows;
  if (targets.length === 0) throw new Error('no open demo position with the standard steps');
  const applyTokens: string[] = [];
  for (const id of people) applyTokens.push(await openSession(database.db, systemClock, id));
  const APPLICATION_TABLES = ['applications', 'application_events'];
  const applicationsBefore = await tableSizes(q, APPLICATION_TABLES);
  const uploadsBefore = await directoryBytes(join(dir, 'uploads'));
  const application = await measureClass(
    'application sent',
    people.map((_, i) => {
      const target = targets[i % targets.length]!;
      const headers = { authorization: `Bearer ${applyTokens[i]}`, 'x-forwarded-for': address(300_000 + i) };
      return [
        { method: 'POST', path: '/v1/matches', headers, body: { positionId: target.id, aggregator: null } },
        { method: 'PUT', path: '/v1/matches/{id}/steps/profile', headers, body: { kind: 'profile', useProfile: true } },
        {
          method: 'PUT',
          path: '/v1/matches/{id}/steps/questions',
          headers,
          body: { kind: 'questions', answers: Array.from({ length: target.questions }, () => STANDARD_QUESTIONS_ANSWER) },
        },
      ];
    }),
  );
  const applicationsAfter = await tableSizes(q, APPLICATION_TABLES);
  const applicationsAdded = Math.max(1, added(applicationsBefore, applicationsAfter, 'applications'));
  // the row's growth (its answers vary: the profile sent is copied into it), and its history at the table's bytes a row
  const eventsEach = perRow(applicationsAfter, 'application_events');
  const eventsPerApplication = added(applicationsBefore, applicationsAfter, 'application_events') / applicationsAdded;
  const bytesPerApplication =
    grown(applicationsBefore, applicationsAfter, ['applications']) / applicationsAdded + eventsPerApplication * eventsEach;
  const resumeBytes = ((await directoryBytes(join(dir, 'uploads'))) - uploadsBefore) / applicationsAdded;

  // candidates moved: the pipeline's applications, each to its next stage
  const toMove = (
    await q.query<{ id: string; stage: string }>(
      `select id, stage from applications where position_id = $1 and status = 'under_analysis' order by md5(id::text) limit $2`,
      [pipeline.positionId, total],
    )
  ).rows;
  const move = await measureClass(
    'candidate moved',
    toMove.map((row) => {
      const stage = NEXT_STAGE[row.stage] ?? 'screening';
      const message = stage === 'rejected' ? 'Obrigado pelo interesse: seguimos com outros perfis nesta vaga.' : null;
      return [{ method: 'PUT', path: `/v1/-/applications/${row.id}/stage`, headers: recruiter, body: { stage, message } }];
    }),
  );
  // a move adds one history row (the application's own row is updated in place)
  const bytesPerMove = perRow(await tableSizes(q, ['application_events']), 'application_events');

  // the job alerts task minute by minute, positions published at the target's busiest-hour rate
  const newPerMinute = peakPerSecond(TARGET.positionsPerMonth) * 60;
  console.log(
    `[bench:capacity] ${elapsed()}: job alerts, ${ALERT_MINUTES} minutes of ${fixed(newPerMinute)} new positions over ${ALERT_ROWS} alerts...`,
  );
  const ALERT_TABLES = ['job_alert_matches', 'outbox_messages'];
  const alertsBefore = await tableSizes(q, ALERT_TABLES);
  const alerts = await timeAlertMinutes(q, deps, meter, newPerMinute, ALERT_MINUTES);
  const alertsAfter = await tableSizes(q, ALERT_TABLES);
  const bytesPerMatch = perRow(alertsAfter, 'job_alert_matches');
  const bytesPerMail =
    grown(alertsBefore, alertsAfter, ['outbox_messages']) / Math.max(1, added(alertsBefore, alertsAfter, 'outbox_messages'));
  const { rows: summaryRows } = await q.query<{ summary: number; at8: number }>(
    `select avg((a.frequency = 'summary')::int)::float as summary,
       avg((a.frequency = 'summary' and (cp.user_id is null or cp.hour = 8))::int)::float as at8
     from job_alerts a left join communication_preferences cp on cp.user_id = a.user_id`,
  );
  const perThousand = (phase: AlertPhase) => {
    const per = (value: number) => Math.max(0, value / alerts.minutes / (alertFill.people / 1000));
    return { serverMs: per(phase.serverMs), primaryMs: per(phase.primaryMs), replicaMs: per(phase.replicaMs) };
  };
  const alertRun = (() => {
    const match = perThousand(alerts.match);
    const send = perThousand(alerts.send);
    return {
      serverMs: match.serverMs + send.serverMs,
      primaryMs: match.primaryMs + send.primaryMs,
      replicaMs: match.replicaMs + send.replicaMs,
    };
  })();
  const perMail = (value: number) => (alerts.mails > 0 ? value / alerts.mails : 0);
  const alertMail = {
    serverMs: perMail(alerts.send.serverMs),
    primaryMs: perMail(alerts.send.primaryMs),
    replicaMs: perMail(alerts.send.replicaMs),
  };
  const runTotals = alerts.perMinute.map((minute) => (minute.serverMs + minute.primaryMs + minute.replicaMs) / (alertFill.people / 1000));

  const idleAfter = await idleRate(IDLE_SECONDS);

  // from here on, what is printed (but progress lines) is the run's record in docs/benchmarks.md
  const capture = captureLog();
  const classes = [application, move, search, page, position];
  const costLine = (name: string, per: string, cost: Cost, rest: string) =>
    console.log(
      `${name.padEnd(38)}${pad(per, 5)}${pad(fixed(cost.serverMs, 2), 9)}${pad(fixed(cost.primaryMs, 2), 9)}${pad(fixed(cost.replicaMs, 2), 9)}${rest}`,
    );
  console.log(
    `${'CPU ms per unit'.padEnd(38)}${pad('reqs', 5)}${pad('app', 9)}${pad('primary', 9)}${pad('replica', 9)}${pad('WAL KB', 9)}${pad('e-mails', 8)}${pad('rounds', 15)}${pad('errors', 7)}`,
  );
  const rest = (walBytes: number, mails: number, rounds: number[], errors: number | string) =>
    `${pad(fixed(walBytes / 1024, 1), 9)}${pad(fixed(mails, 2), 8)}${pad(`${fixed(Math.min(...rounds))}-${fixed(Math.max(...rounds))}`, 15)}${pad(errors, 7)}`;
  for (const run of classes) {
    const per = (value: number) => value / Math.max(1, run.flows);
    costLine(
      `${run.name} (${run.flows})`,
      fixed(per(run.requests), 0),
      run.cost,
      rest(per(run.walBytes), per(run.mails), run.rounds, run.errors),
    );
  }
  const perRun = (value: number) => value / alerts.minutes / (alertFill.people / 1000);
  costLine(
    `job alerts run, 1,000 subscribers (${alerts.minutes})`,
    '',
    alertRun,
    rest(perRun(alerts.match.walBytes + alerts.send.walBytes), perRun(alerts.mails), runTotals, ''),
  );
  costLine('  of which the matching', '', perThousand(alerts.match), '');
  costLine(`  one e-mail sent (${alerts.mails})`, '', alertMail, '');
  note(
    "CPU milliseconds of one unit: the app process, the primary and the read replica, where the app's own routing sent each " +
      `query; ${REQUESTS} units a class after ${WARM} warm-up, ${CONCURRENCY} at once, in ${ROUNDS} rounds (rounds: the lowest and ` +
      'highest total ms a unit of a round). An application is POST /v1/matches and its two steps (the Trilha profile sent, ' +
      'a résumé PDF drawn from it; two questions); a move, PUT /v1/-/applications/:id/stage; a search, GET /v1/suggestions ' +
      `over ${POSITION_ROWS.toLocaleString('en')} positions, every other one signed in; a page, GET /vagas/:id; a position, ` +
      'created and published. The job alerts run is one ' +
      `minute of the task with ${fixed(newPerMinute)} new positions a minute (the busiest hour's rate): ` +
      `${fixed(alerts.matches / alerts.minutes)} matches and ${fixed(alerts.mails / alerts.minutes)} e-mails a minute over ` +
      `${alertFill.people.toLocaleString('en')} subscribers (people with ${ALERT_ROWS.toLocaleString('en')} alerts among them). ` +
      `Idle, per second: app ${fixed(idle.serverMs)}, primary ${fixed(idle.primaryMs)}, replica ${fixed(idle.replicaMs)} ms, taken ` +
      `out of every figure (watched again after the job alerts: ${signed(idleAfter.serverMs)}, ${signed(idleAfter.primaryMs)}, ` +
      `${signed(idleAfter.replicaMs)} ms a second beside it).`,
  );
  for (const run of classes.filter((item) => item.errors > 0 || item.failures.length > 0)) {
    console.log(`  WARN ${run.name}: ${run.errors} answers outside 2xx; first: ${run.failures[0] ?? ''}`);
  }

  const alertsPerSubscriber = alertFill.alerts / alertFill.people;
  const measured: Measured = {
    application: application.cost,
    move: move.cost,
    search: search.cost,
    page: page.cost,
    position: position.cost,
    alertRun,
    alertMail,
    alertsPerSubscriber,
    summaryShare: summaryRows[0]!.summary,
  };
  const { loads, subscribers: targetSubscribers, alerts: targetAlerts, summaryMailsPerDay } = peakLoad(measured);
  /** a figure measured over the fixture's subscribers, at the target's */
  const atTarget = (value: number) => value * (targetSubscribers / alertFill.people);
  // the daily summaries: most go at 08:00 (the default hour), in that hour; counted in it, as if it were the busiest
  const summaryAt8 = targetAlerts * summaryRows[0]!.at8;
  loads.push({ name: 'job alert summaries at 08:00', perSecond: summaryAt8 / 3600, cost: alertMail });
  const machines = machinesFor(loads);

  console.log('');
  note(
    `Target: ${TARGET.applicationsPerMonth.toLocaleString('en')} applications and ${TARGET.positionsPerMonth.toLocaleString('en')} ` +
      `new positions a month, ${TARGET.people.toLocaleString('en')} registered people. Assumed, not measured ` +
      `(bench/capacity-model.ts says why): the busiest hour ${ASSUMED.peakFactor}x the average hour (office hours carry most ` +
      `of a job board's month); per application sent, ${ASSUMED.searchesPerApplication} searches, ` +
      `${ASSUMED.pageViewsPerApplication} public page views and ${ASSUMED.movesPerApplication} candidate moves; ` +
      `${ASSUMED.alertSubscriberShare * 100}% of people keep job alerts, ${fixed(alertsPerSubscriber, 2)} alerts each (the ` +
      `fixture's): ${whole(targetSubscribers)} subscribers, ${whole(targetAlerts)} alerts.`,
    true,
  );
  const loadLine = (name: string, perSecond: string, app: number, primary: number, replica: number) =>
    console.log(
      `${name.padEnd(38)}${pad(perSecond, 9)}${pad(fixed(app, 2), 11)}${pad(fixed(primary, 2), 10)}${pad(fixed(replica, 2), 10)}`,
    );
  console.log(
    `\n${'the busiest hour, cores busy'.padEnd(38)}${pad('per s', 9)}${pad('app', 11)}${pad('primary', 10)}${pad('replica', 10)}`,
  );
  for (const load of loads) {
    const cores = (ms: number) => (load.perSecond * ms) / 1000;
    loadLine(load.name, fixed(load.perSecond), cores(load.cost.serverMs), cores(load.cost.primaryMs), cores(load.cost.replicaMs));
  }
  const requestsOnly = machinesFor(loads.filter((load) => !load.name.startsWith('job alert')));
  loadLine('requests (no job alerts)', '', requestsOnly.appBusy, requestsOnly.primaryBusy, requestsOnly.replicaBusy);
  loadLine('all', '', machines.appBusy, machines.primaryBusy, machines.replicaBusy);
  console.log('');
  note(
    `Machines at ${ASSUMED.utilisation * 100}% of a core: ${machines.appProcesses} app processes ` +
      `(${requestsOnly.appProcesses} for the requests alone); the primary ${machines.primaryCores} cores (writes, sessions, ` +
      `search throttles, the job alerts task; ${requestsOnly.primaryCores} for the requests alone); replicas ` +
      `${machines.replicaCores} cores (searches, public pages): ${machines.replicas} of ${ASSUMED.replicaCores} cores, and one ` +
      'more to lose one without the others overloaded.',
    true,
  );

  const applicationsPerYear = yearly(TARGET.applicationsPerMonth);
  const storage: StorageItem[] = [
    { name: 'applications (row and history)', perYear: applicationsPerYear, bytesEach: bytesPerApplication, where: 'database' },
    {
      name: 'candidate moves (history rows)',
      perYear: applicationsPerYear * ASSUMED.movesPerApplication,
      bytesEach: bytesPerMove,
      where: 'database',
    },
    { name: 'positions (row, skills)', perYear: yearly(TARGET.positionsPerMonth), bytesEach: bytesPerPosition, where: 'database' },
    {
      name: 'job alert matches',
      perYear: yearlyFromPeakPerMinute(atTarget(alerts.matches / alerts.minutes)),
      bytesEach: bytesPerMatch,
      where: 'database',
    },
    {
      name: 'job alert e-mails kept (outbox)',
      perYear: yearlyFromPeakPerMinute(atTarget(alerts.mails / alerts.minutes)) + summaryMailsPerDay * 365,
      bytesEach: bytesPerMail,
      where: 'database',
    },
    { name: 'résumé PDFs drawn from profiles', perYear: applicationsPerYear, bytesEach: resumeBytes, where: 'bucket' },
  ];
  console.log(`\n${'storage a year'.padEnd(38)}${pad('rows', 18)}${pad('bytes each', 12)}${pad('a year', 12)}`);
  for (const item of storage) {
    const name = `${item.name}${item.where === 'bucket' ? ' (bucket)' : ''}`;
    console.log(
      `${name.padEnd(38)}${pad(whole(item.perYear), 18)}${pad(whole(item.bytesEach), 12)}${pad(bytesText(item.perYear * item.bytesEach), 12)}`,
    );
  }
  const yearOf = (where: StorageItem['where']) =>
    storage.filter((item) => item.where === where).reduce((sum, item) => sum + item.perYear * item.bytesEach, 0);
  note(
    `database ${bytesText(yearOf('database'))} a year, bucket ${bytesText(yearOf('bucket'))} a year; besides, the ` +
      `${TARGET.people.toLocaleString('en')} people themselves at ${whole(bytesPerPerson)} bytes each (users, profiles, skills): ` +
      `${bytesText(TARGET.people * bytesPerPerson)}. Bytes each: the growth of the tables, indexes included, over the rows this ` +
      'run added; WAL, replicas and backups aside. Matches and immediate e-mails at the average hour (measured at the busiest ' +
      "hour's rate, divided by its factor); a summary e-mail a day for every summary alert.",
  );

  const runSeconds = ((targetSubscribers / 1000) * (alertRun.serverMs + alertRun.primaryMs)) / 1000;
  const writeRequests: Record<string, number> = {
    'applications sent': application.requests / application.flows,
    'candidates moved': move.requests / move.flows,
    'positions published': position.requests / position.flows,
  };
  const writesPerSecond = loads.reduce((sum, load) => sum + load.perSecond * (writeRequests[load.name] ?? 0), 0);
  const walPerUnit: Record<string, number> = {
    'applications sent': application.walBytes / application.flows,
    'candidates moved': move.walBytes / move.flows,
    searches: search.walBytes / search.flows,
    'public job pages': page.walBytes / page.flows,
    'positions published': position.walBytes / position.flows,
    'job alert runs, 1,000 subscribers': (alerts.match.walBytes + alerts.send.walBytes) / alerts.minutes / (alertFill.people / 1000),
    'job alert summaries at 08:00': alerts.mails > 0 ? alerts.send.walBytes / alerts.mails : 0,
  };
  const walPerSecond = loads.reduce((sum, load) => sum + load.perSecond * (walPerUnit[load.name] ?? 0), 0);
  console.log('\nLimits at the target:');
  note(
    `- job alerts: one run over ${whole(targetAlerts)} alerts of ${whole(targetSubscribers)} subscribers is ${fixed(runSeconds)} s of CPU (the app's and the primary's, ` +
      `one statement at a time on one connection) in a task that runs every minute in one process, ${whole((walPerUnit['job alert runs, 1,000 subscribers']! * (targetSubscribers / 1000)) / 2 ** 20)} MiB ` +
      `of WAL a run (every alert's row is rewritten each minute): ${runSeconds < 30 ? 'within half its minute' : 'it cannot keep its minute'}.`,
    true,
  );
  note(
    `- connections: ${machines.appProcesses} processes x (DB_POOL_MAX ${config.dbPoolMax} + 1) = ` +
      `${machines.appProcesses * (config.dbPoolMax + 1)} on the primary and ${machines.appProcesses * config.dbPoolMax} on each ` +
      "replica, against PostgreSQL's default max_connections of 100.",
    true,
  );
  note(
    `- writes: ${fixed(writesPerSecond)} write requests a second at the busiest hour, besides a throttle row for each of the ` +
      `${fixed(peakPerSecond(TARGET.applicationsPerMonth) * ASSUMED.searchesPerApplication)} searches a second; ` +
      `${fixed(walPerSecond / 2 ** 20, 1)} MiB of WAL a second at the primary, sent to every replica.`,
    true,
  );
  console.log(`\nThe whole run took ${elapsed()} on ${availableParallelism()} cores.`);
  recordBenchmark({
    id: 'bench:capacity',
    title: '`npm run bench:capacity`: CPU per request and the machines the target needs',
    lines: capture.stop(),
  });
} catch (error) {
  console.error('[bench:capacity] failed:', error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
process.exit();
