import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exceedsJsonLimits } from '../../src/platform/http/json-body.ts';
import type { TestApp } from '../app.ts';
import { listenTestApp } from './listening.ts';

let t: TestApp & { port: number };
let trickled: TestApp & { port: number };
beforeAll(async () => {
  t = await listenTestApp();
  // a short request timeout so the trickle is cut off within the test; the default is 30 s
  trickled = await listenTestApp({ requestTimeoutMs: 600, connectionTimeoutMs: 10_000 });
});
afterAll(async () => {
  await t.close();
  await trickled.close();
});

/** 100,000 keys in about 1 MB of JSON. */
const manyKeys = () => `{${Array.from({ length: 100_000 }, (_, i) => `"k${i}":1`).join(',')}}`;

describe('slow and expensive requests', () => {
  it('cuts off a body that trickles in one byte at a time', async () => {
    const socket = connect(trickled.port, '127.0.0.1');
    // the server closes the connection after its 408 while drips are still arriving, which can reset it (ECONNRESET):
    // expected here, and without a listener it would be an uncaught error of the whole run
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /v1/auth HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    // keep the connection busy (never idle) so only the whole-request timeout can end it
    let sent = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write('"', () => sent++);
    }, 50);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    await new Promise((resolve) => socket.once('close', resolve));
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(sent).toBeGreaterThan(0);
  });

  it('refuses a body of 100,000 keys before parsing it, with the error envelope', async () => {
    const res = await fetch(`http://127.0.0.1:${t.port}/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: manyKeys(),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
  });

  it('keeps health under 200 ms while ten such bodies arrive', async () => {
    const probe = async () => {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${t.port}/v1/health`);
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      return performance.now() - started;
    };
    // warm up: the first requests pay for the client, the connection and the database pool
    for (let i = 0; i < 3; i++) await probe();
    // the same probes without load: on a machine shared with other test runs, the scheduler alone slows them
    const baseline: number[] = [];
    for (let i = 0; i < 10; i++) baseline.push(await probe());
    const baselineP90 = [...baseline].sort((a, b) => a - b)[8] ?? 0;
    // The bodies come from another process, as they would from an attacker: building and sending
    // 10 MB here would block this event loop, the server's, and measure the client instead.
    const sender = spawn(
      process.execPath,
      [
        '-e',
        `const body = '{' + Array.from({ length: 100000 }, (_, i) => '"k' + i + '":1').join(',') + '}';
         process.stdout.write('ready\\n');
         Promise.all(Array.from({ length: 10 }, () => fetch('http://127.0.0.1:${t.port}/v1/auth', { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((r) => r.status)))
           .then((statuses) => process.stdout.write(JSON.stringify(statuses) + '\\n'));`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const lines = createInterface({ input: sender.stdout });
    const output: string[] = [];
    const done = new Promise<void>((resolve) => lines.on('close', resolve));
    let finished = false;
    void done.then(() => {
      finished = true;
    });
    await new Promise<void>((resolve) => lines.once('line', () => resolve()));
    lines.on('line', (line) => output.push(line));
    const times: number[] = [];
    // probe health back to back until every body has been answered
    while (!finished) times.push(await probe());
    expect(JSON.parse(output[0] ?? '[]')).toEqual(Array(10).fill(413));
    expect(times.length).toBeGreaterThan(0);
    // Before the fix each body held the event loop for about half a second, so nearly every probe took
    // longer than 200 ms and ten bodies stalled the server for seconds. On a shared two-core machine the
    // scheduler alone can pause this process now and then, so the rule is: nine probes in ten under 200 ms
    // (or three times what they took without load, on a machine that busy) and none over one second.
    const sorted = [...times].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length * 0.9)]).toBeLessThan(Math.max(200, 3 * baselineP90));
    expect(sorted.at(-1)).toBeLessThan(Math.max(1000, 10 * baselineP90));
  });

  it('counts values and depth in one pass, ignoring what is inside strings', () => {
    expect(exceedsJsonLimits('{"a":"x,y,z,[[[[","b":[1,2,3]}', 5, 3)).toBe(false);
    expect(exceedsJsonLimits('[1,2,3,4,5,6,7]', 5, 3)).toBe(true);
    expect(exceedsJsonLimits('[[[[1]]]]', 100, 3)).toBe(true);
    expect(exceedsJsonLimits('{"a":"\\"],,,,,,,,"}', 5, 3)).toBe(false);
  });
});
