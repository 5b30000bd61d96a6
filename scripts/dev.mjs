#!/usr/bin/env node
// `npm run dev`: the API under `tsx watch` on :3000 and the Vite dev server on :5173 (it proxies /v1 to :3000).
// Ctrl-C, a SIGTERM or either process exiting stops both.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// Each child gets its own process group (detached) so we can stop its whole tree (npm -> sh -> vite,
// tsx watch -> node server) with one signal. stdin is ignored: a background group reading the
// terminal would be stopped by SIGTTIN.
function start(name, command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
    detached: true,
  });
  child.on('exit', (code, signal) => {
    console.log(`[dev] ${name} exited (${signal ?? code})`);
    stopAll(code ?? 0);
  });
  return { name, child, signalled: false };
}

const children = [
  start('server', join(root, 'node_modules/.bin/tsx'), ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    PORT: process.env.PORT ?? '3000',
    NODE_ENV: process.env.NODE_ENV ?? 'development',
  }),
  start('web', 'npm', ['run', 'dev', '-w', '@trilha/web'], {}),
];

let stopping = false;
let exitCode = 0;
function stopAll(code, signal = 'SIGINT') {
  if (!stopping) exitCode = code;
  stopping = true;
  for (const entry of children) {
    const { child } = entry;
    // Signal each group once: a second SIGINT makes tsx watch SIGKILL the server mid-shutdown.
    if (!entry.signalled && child.exitCode === null && child.signalCode === null) {
      entry.signalled = true;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // the group is already gone
      }
    }
  }
  if (children.every(({ child }) => child.exitCode !== null || child.signalCode !== null)) process.exit(exitCode);
}

process.on('SIGINT', () => stopAll(0, 'SIGINT'));
process.on('SIGTERM', () => stopAll(0, 'SIGTERM'));
