import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { installErrorHandler } from './error-handler.ts';
import { holdTurnAs, type InFlightLimiter, type InFlightOptions, limitInFlight, type Refusal } from './in-flight.ts';

/** Handlers that stay in flight until let go, counting how many run at once. */
class Gate {
  running = 0;
  peak = 0;
  entered = 0;
  private opened = false;
  private readonly waiting: (() => void)[] = [];
  private readonly watchers: (() => void)[] = [];

  async pass(): Promise<void> {
    this.running++;
    this.entered++;
    this.peak = Math.max(this.peak, this.running);
    for (const watch of this.watchers.splice(0)) watch();
    try {
      if (!this.opened) await new Promise<void>((resolve) => this.waiting.push(resolve));
    } finally {
      this.running--;
    }
  }

  open() {
    this.opened = true;
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  /** Resolves once `count` handlers have entered. */
  async untilEntered(count: number): Promise<void> {
    while (this.entered < count) await new Promise<void>((resolve) => this.watchers.push(resolve));
  }
}

/** Waits a turn of the event loop at a time until `done` holds (for state that changes on socket events). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}

let app: FastifyInstance;
let limiter: InFlightLimiter;
let gate: Gate;
let refusals: Refusal[];
let staticDir: string | undefined;

async function build(options: Partial<InFlightOptions> = {}) {
  gate = new Gate();
  refusals = [];
  app = Fastify();
  installErrorHandler(app);
  limiter = limitInFlight(app, {
    perClient: 2,
    waitingPerClient: 1,
    waitMs: 60_000,
    onRefused: (reason) => refusals.push(reason),
    ...options,
  });
  app.get('/slow', async () => {
    await gate.pass();
    return { ok: true };
  });
  app.get('/v1/health', async () => {
    await gate.pass();
    return { status: 'ok' };
  });
  app.get('/metrics', async () => 'metrics');
  app.get('/fail', async () => {
    throw new AppError('not_found');
  });
  // as register.ts does: the session lookup names the user (here a header), and the turn moves to theirs
  app.get(
    '/mine',
    {
      config: { readsSession: true },
      onRequest: async (request, reply) => {
        const user = request.headers['x-user'];
        await holdTurnAs(request, reply, typeof user === 'string' ? user : null);
      },
    },
    async () => {
      await gate.pass();
      return { ok: true };
    },
  );
  staticDir = await mkdtemp(join(tmpdir(), 'trilha-in-flight-'));
  await writeFile(join(staticDir, 'app.js'), 'console.log(1)');
  await app.register(fastifyStatic, { root: staticDir, wildcard: true, index: false });
  await app.ready();
}

afterEach(async () => {
  gate?.open();
  await app?.close();
  if (staticDir) await rm(staticDir, { recursive: true, force: true });
});

const get = (url: string, remoteAddress = '198.51.100.1', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, remoteAddress, headers });

describe('requests in flight per client', () => {
  it('runs a client’s requests up to the limit, lines up the next, refuses past the line with 429 and Retry-After', async () => {
    await build();
    const first = [get('/slow'), get('/slow')];
    await gate.untilEntered(2);
    const third = get('/slow');
    await until(() => limiter.count('address:198.51.100.1').waiting === 1);
    const refused = await get('/slow');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json().error.code).toBe('rate_limited');
    expect(refusals).toEqual(['queue_full']);
    expect(gate.running).toBe(2);
    gate.open();
    for (const res of await Promise.all([...first, third])) expect(res.statusCode).toBe(200);
    expect(gate.peak).toBe(2);
    expect(gate.entered).toBe(3);
  });

  it('gives every turn back when the responses are sent, and forgets the client', async () => {
    await build();
    gate.open();
    for (let i = 0; i < 5; i++) {
      const answers = await Promise.all([get('/slow'), get('/slow'), get('/slow')]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    }
    expect(limiter.count('address:198.51.100.1')).toEqual({ running: 0, waiting: 0 });
    expect(limiter.size).toBe(0);
  });

  it('gives the turn back after an error answer too', async () => {
    await build({ perClient: 1, waitingPerClient: 0 });
    for (let i = 0; i < 3; i++) expect((await get('/fail')).statusCode).toBe(404);
    expect(limiter.size).toBe(0);
  });

  it('refuses a request that waited too long for its turn', async () => {
    await build({ perClient: 1, waitMs: 100 });
    const first = get('/slow');
    await gate.untilEntered(1);
    const late = await get('/slow');
    expect(late.statusCode).toBe(429);
    expect(late.headers['retry-after']).toBe('1');
    expect(refusals).toEqual(['wait_timeout']);
    expect(limiter.count('address:198.51.100.1')).toEqual({ running: 1, waiting: 0 });
    gate.open();
    expect((await first).statusCode).toBe(200);
  });

  it('counts each address apart', async () => {
    await build({ perClient: 1, waitingPerClient: 0 });
    const busy = get('/slow', '198.51.100.1');
    await gate.untilEntered(1);
    expect((await get('/slow', '198.51.100.1')).statusCode).toBe(429);
    const other = get('/slow', '198.51.100.2');
    await gate.untilEntered(2);
    gate.open();
    expect((await busy).statusCode).toBe(200);
    expect((await other).statusCode).toBe(200);
  });

  it('counts a signed-in user’s requests together from any address, and apart from other users on the same address', async () => {
    await build({ perClient: 1, waitingPerClient: 0 });
    const token = { authorization: `Bearer ${'t'.repeat(43)}` };
    const ana = get('/mine', '198.51.100.1', { ...token, 'x-user': 'ana' });
    await gate.untilEntered(1);
    // another of Ana's devices (another token, another address) finds her turn taken
    const again = await get('/mine', '198.51.100.9', { authorization: `Bearer ${'u'.repeat(43)}`, 'x-user': 'ana' });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('1');
    // Bia, behind the same address, has a turn of her own; so has an anonymous visitor there
    const bia = get('/mine', '198.51.100.1', { authorization: `Bearer ${'v'.repeat(43)}`, 'x-user': 'bia' });
    const anonymous = get('/slow', '198.51.100.1');
    await gate.untilEntered(3);
    gate.open();
    for (const res of await Promise.all([ana, bia, anonymous])) expect(res.statusCode).toBe(200);
    expect(limiter.size).toBe(0);
  });

  it('counts a token that names nobody under its address', async () => {
    await build({ perClient: 1, waitingPerClient: 0 });
    const busy = get('/slow', '198.51.100.1');
    await gate.untilEntered(1);
    const madeUp = await get('/mine', '198.51.100.1', { authorization: `Bearer ${'w'.repeat(43)}` });
    expect(madeUp.statusCode).toBe(429);
    gate.open();
    expect((await busy).statusCode).toBe(200);
  });

  it('never limits health, metrics, static files or paths of no route', async () => {
    await build({ perClient: 1, waitingPerClient: 0 });
    const busy = get('/slow');
    await gate.untilEntered(1);
    const health = get('/v1/health');
    await gate.untilEntered(2);
    expect((await get('/metrics')).statusCode).toBe(200);
    expect((await get('/app.js')).statusCode).toBe(200);
    expect((await get('/nowhere')).statusCode).toBe(404);
    expect((await get('/slow')).statusCode).toBe(429);
    gate.open();
    expect((await health).statusCode).toBe(200);
    expect((await busy).statusCode).toBe(200);
  });
});

describe('a client that hangs up', () => {
  let port: number;
  const sockets: { destroy(): void }[] = [];

  async function listen(options: Partial<InFlightOptions> = {}) {
    await build(options);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  }

  /** A request over a real socket; resolves with the status, or null when this side hung up. */
  function send(path: string) {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false });
    sockets.push(req);
    const status = new Promise<number | null>((resolve) => {
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(null));
    });
    req.end();
    return { status, hangUp: () => req.destroy() };
  }

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.destroy();
  });

  it('keeps its turn until its handler ends (the work goes on), then gives it back', async () => {
    await listen({ perClient: 1, waitingPerClient: 5 });
    const first = send('/slow');
    await gate.untilEntered(1);
    first.hangUp();
    expect(await first.status).toBeNull();
    const second = send('/slow');
    await until(() => limiter.count('address:127.0.0.1').waiting === 1);
    // the abandoned handler still runs: the next request waits for it, not for the closed connection
    expect(gate.entered).toBe(1);
    gate.open();
    expect(await second.status).toBe(200);
    await until(() => limiter.size === 0);
  });

  it('leaves the line when it hangs up while waiting, and its handler never runs', async () => {
    await listen({ perClient: 1, waitingPerClient: 5 });
    const first = send('/slow');
    await gate.untilEntered(1);
    const waiting = send('/slow');
    await until(() => limiter.count('address:127.0.0.1').waiting === 1);
    waiting.hangUp();
    await until(() => limiter.count('address:127.0.0.1').waiting === 0);
    expect(refusals).toEqual([]);
    gate.open();
    expect(await first.status).toBe(200);
    await until(() => limiter.size === 0);
    expect(gate.entered).toBe(1);
  });
});
