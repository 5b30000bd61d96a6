#!/usr/bin/env node
// `npm test`: every suite, in order, stopping at the first failure.
// Extra arguments are passed to Playwright (e.g. `npm test -- --grep login`).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const externalDb = process.env.TEST_DATABASE_URL;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const redact = (url) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');

// The first run always uses embedded PostgreSQL, even when TEST_DATABASE_URL is set for the second.
const { TEST_DATABASE_URL: _external, ...envWithoutExternal } = process.env;

const steps = [
  {
    title: 'Vitest: contract, server (embedded PostgreSQL), web',
    command: ['npx', '--no-install', 'vitest', 'run', '--passWithNoTests'],
    env: envWithoutExternal,
  },
  externalDb && {
    title: `Vitest: server against external PostgreSQL (${redact(externalDb)})`,
    command: ['npx', '--no-install', 'vitest', 'run', '--project', 'server'],
    env: { ...process.env, TEST_DATABASE_URL: externalDb },
  },
  { title: 'Chromium for the browser tests', command: ['node', 'scripts/ensure-chromium.mjs'] },
  { title: 'Build the web app', command: ['npm', 'run', 'build', '-w', '@trilha/web'] },
  {
    title: 'Playwright: end-to-end journeys in Chromium',
    command: ['npx', '--no-install', 'playwright', 'test', '-c', 'apps/e2e/playwright.config.ts', ...process.argv.slice(2)],
  },
].filter(Boolean);

const results = [];
for (const [index, step] of steps.entries()) {
  const line = '='.repeat(78);
  console.log(`\n${line}\n[test ${index + 1}/${steps.length}] ${step.title}\n$ ${step.command.join(' ')}\n${line}`);
  const stepStart = performance.now();
  const [command, ...args] = step.command;
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: step.env ?? process.env });
  const took = performance.now() - stepStart;
  results.push(`${run.status === 0 ? 'ok  ' : 'FAIL'} ${seconds(took).padStart(8)}  ${step.title}`);
  if (run.status !== 0) {
    console.error(`\n[test] FAILED: ${step.title} (exit ${run.status ?? run.signal})`);
    console.log(`\n${results.join('\n')}\n[test] total ${seconds(performance.now() - started)}`);
    process.exit(run.status || 1);
  }
}

console.log(`\n${results.join('\n')}\n[test] all ${steps.length} steps passed in ${seconds(performance.now() - started)}`);
