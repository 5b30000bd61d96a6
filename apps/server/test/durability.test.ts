import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/tsx/dist/esm/index.mjs', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

function startServer(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', TSX, MAIN], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForHealth(port: number): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

const register = (port: number, i: number) =>
  fetch(`http://127.0.0.1:${port}/v1/register/candidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Dura',
      lastName: `Vel ${i}`,
      email: `durable-${i}@example.com`,
      password: 'Senha@123',
      confirmPassword: 'Senha@123',
      phone: '11987654321',
      countryCode: 'br',
      acceptTerms: true,
    }),
  });

let dir: string | undefined;
let child: ChildProcess | undefined;
afterAll(async () => {
  child?.kill('SIGINT');
  await new Promise((r) => (child && child.exitCode === null ? child.once('exit', r) : r(null)));
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('durability', () => {
  it('keeps every acknowledged write after kill -9, and the next start comes up on the same data', async () => {
    dir = await mkdtemp(join(tmpdir(), 'trilha-durability-'));
    await chmod(dir, 0o755);
    const port = await freePort();
    child = startServer(dir, port);
    await waitForHealth(port);

    // Writes keep arriving while the process is killed; only the acknowledged ones must survive.
    const acknowledged: number[] = [];
    let enoughAcknowledged: () => void = () => undefined;
    const twelveAcknowledged = new Promise<void>((resolve) => {
      enoughAcknowledged = resolve;
    });
    let next = 0;
    const writers = Array.from({ length: 4 }, async () => {
      while (next < 200) {
        const i = next++;
        try {
          const res = await register(port, i);
          if (res.status === 201 && acknowledged.push(i) === 12) enoughAcknowledged();
        } catch {
          return; // the server is gone
        }
      }
    });
    await twelveAcknowledged;
    child.kill('SIGKILL');
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(12);

    const port2 = await freePort();
    child = startServer(dir, port2);
    await waitForHealth(port2);
    for (const i of acknowledged) {
      const res = await fetch(`http://127.0.0.1:${port2}/v1/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `durable-${i}@example.com`, password: 'Senha@123' }),
      });
      expect(res.status, `acknowledged registration ${i} was lost`).toBe(200);
    }
  }, 180_000);
});
