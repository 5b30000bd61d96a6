#!/usr/bin/env node
// Playwright's webServer: the real `npm start` path on a throwaway data directory, removed when the server stops.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeViaCep } from './fake-viacep.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'trilha-e2e-'));
// Embedded PostgreSQL runs as the postgres user when we are root: it must be able to enter the directory.
chmodSync(dataDir, 0o755);

const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  // the public CEP service is out of reach here: its stand-in answers the server's real adapter
  env: { ...process.env, DATA_DIR: dataDir, CEP_SERVICE_URL: await startFakeViaCep() },
});

// Playwright stops us by signalling our whole process group (gracefulShutdown in the config), so the server
// already has the signal; forwarding covers a signal sent to this process alone.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
