#!/usr/bin/env node
// `npm test`: every suite, in order, stopping at the first failure.
// Extra arguments are passed to Playwright (e.g. `npm test -- --grep login`), except `--only=<step>`, which runs one
// step: vitest, server-again, chromium, build or e2e (e.g. `npm test -- --only=server-again`).
//
// The server tests run a second time (step server-again) when TEST_DATABASE_URL is set (against that external
// PostgreSQL) or SERVER_TEST_NODE is (on embedded PostgreSQL). SERVER_TEST_NODE=24 runs that second pass on Node 24
// from the npm registry (the npm package `node`, through `npm exec`): CI proves the current LTS there while the first
// pass runs on this Node. If that Node cannot be fetched, the tests fail; they never fall back to this Node.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const externalDb = process.env.TEST_DATABASE_URL;
const serverNode = process.env.SERVER_TEST_NODE?.trim() || undefined;
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const redact = (url) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
const fail = (message) => {
  console.error(`\n[test] FAILED: ${message}`);
  process.exit(1);
};

const onlyArg = process.argv.slice(2).find((arg) => arg.startsWith('--only='));
const only = onlyArg?.slice('--only='.length);
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== onlyArg);

/** The path and version of Node `major` from the npm registry (cached by npm after the first fetch). */
function registryNode(major) {
  if (!/^\d+$/.test(major)) fail(`SERVER_TEST_NODE must be a Node major version such as 24, not "${major}"`);
  const spec = `node@${major}`;
  console.log(`[test] fetching ${spec} from the npm registry: npm exec --yes --package=${spec}`);
  // from a temporary directory, so npm does not treat it as a command of this workspace
  const run = spawnSync('npm', ['exec', '--yes', `--package=${spec}`, '--', 'node', '-p', 'process.version + " " + process.execPath'], {
    cwd: tmpdir(),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [version = '', path = ''] = (run.stdout ?? '').trim().split('\n').at(-1).split(/ (.*)/s);
  if (run.status !== 0 || !version.startsWith(`v${major}.`) || !existsSync(path)) {
    fail(
      `could not get Node ${major} from the npm registry (npm exec exit ${run.status ?? run.signal}, ` +
        `printed "${(run.stdout ?? '').trim()}"); SERVER_TEST_NODE=${major} asks for the server tests on it`,
    );
  }
  return { version, path };
}

// The first run always uses embedded PostgreSQL, even when TEST_DATABASE_URL is set for the second.
const { TEST_DATABASE_URL: _external, ...envWithoutExternal } = process.env;

const againWanted = Boolean(externalDb || serverNode) && (!only || only === 'server-again');
const againNode = againWanted && serverNode ? registryNode(serverNode) : { version: process.version, path: process.execPath };
const againWhere = externalDb ? `external PostgreSQL (${redact(externalDb)})` : 'embedded PostgreSQL';

const steps = [
  {
    id: 'vitest',
    title: `Vitest: contract, server (embedded PostgreSQL), web, on Node ${process.version}`,
    command: [process.execPath, vitest, 'run', '--passWithNoTests'],
    env: envWithoutExternal,
  },
  againWanted && {
    id: 'server-again',
    title: `Vitest: server against ${againWhere}, on Node ${againNode.version}${serverNode ? ` (npm package node@${serverNode})` : ''}`,
    command: [againNode.path, vitest, 'run', '--project', 'server'],
    // that Node first on PATH too, so the processes the tests start by name (tsx) run on it as well
    env: {
      ...(externalDb ? process.env : envWithoutExternal),
      PATH: `${dirname(againNode.path)}${delimiter}${process.env.PATH ?? ''}`,
    },
  },
  { id: 'chromium', title: 'Chromium for the browser tests', command: ['node', 'scripts/ensure-chromium.mjs'] },
  { id: 'build', title: 'Build the web app', command: ['npm', 'run', 'build', '-w', '@trilha/web'] },
  {
    id: 'e2e',
    title: 'Playwright: end-to-end journeys in Chromium',
    command: ['npx', '--no-install', 'playwright', 'test', '-c', 'apps/e2e/playwright.config.ts', ...playwrightArgs],
  },
].filter((step) => step && (!only || step.id === only));
if (steps.length === 0) fail(`--only=${only} matches no step here (vitest, server-again, chromium, build, e2e)`);

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
