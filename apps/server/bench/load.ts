// autocannon in its own process, so the load generator does not share the server's event loop.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface Measure {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export function autocannon(url: string, headers: Record<string, string>, seconds: number, connections: number): Promise<Measure> {
  const headerArgs = Object.entries(headers).flatMap(([key, value]) => ['-H', `${key}=${value}`]);
  const args = [AUTOCANNON, '-j', '-n', '-c', String(connections), '-d', String(seconds), ...headerArgs, url];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(out);
      resolve({
        requests: result.requests.total,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    });
  });
}
