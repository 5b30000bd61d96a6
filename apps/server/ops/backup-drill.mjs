#!/usr/bin/env node
// The backup and restore drill, run by .ci/run: dumps a seeded database with pg_dump (custom format),
// restores it with pg_restore into a new database and compares the row count of every table. The README's
// "Backup and restore" section uses the same two commands.
//
//   node apps/server/ops/backup-drill.mjs <database URL>     (PG_BIN: where pg_dump and pg_restore are, else the PATH)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const source = process.argv[2];
if (!source) {
  console.error('usage: node apps/server/ops/backup-drill.mjs <database URL>');
  process.exit(2);
}
const bin = (name) => (process.env.PG_BIN ? join(process.env.PG_BIN, name) : name);
const run = (command, args) => {
  const result = spawnSync(bin(command), args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} failed (exit ${result.status ?? result.signal})`);
};

async function tableCounts(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query(`select tablename from pg_tables where schemaname = 'public' order by tablename`);
    const counts = new Map();
    for (const { tablename } of tables) {
      const { rows } = await client.query(`select count(*)::bigint as n from ${client.escapeIdentifier(tablename)}`);
      counts.set(tablename, Number(rows[0].n));
    }
    return counts;
  } finally {
    await client.end();
  }
}

const work = mkdtempSync(join(tmpdir(), 'trilha-backup-'));
const restoredName = `trilha_restored_${process.pid}`;
const adminUrl = Object.assign(new URL(source), { pathname: '/postgres' }).toString();
const restoredUrl = Object.assign(new URL(source), { pathname: `/${restoredName}` }).toString();
let failed = false;
try {
  const dump = join(work, 'trilha.dump');
  // back up: one file, compressed, restorable table by table
  run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, source]);
  console.log(`backup: ${dump} (${(statSync(dump).size / 1024 / 1024).toFixed(1)} MB)`);

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${restoredName}`);
  await admin.query(`create database ${restoredName}`);
  await admin.end();
  // restore into an empty database
  run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, dump]);

  const [before, after] = await Promise.all([tableCounts(source), tableCounts(restoredUrl)]);
  let rows = 0;
  for (const [table, count] of before) {
    rows += count;
    if (after.get(table) !== count) {
      failed = true;
      console.error(`FAIL ${table}: ${count} rows backed up, ${after.get(table) ?? 'no table'} restored`);
    }
  }
  if (after.size !== before.size) failed = true;
  console.log(`${failed ? 'FAIL' : 'ok  '} ${before.size} tables, ${rows} rows: the restored database has the same row counts`);
} finally {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${restoredName}`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
