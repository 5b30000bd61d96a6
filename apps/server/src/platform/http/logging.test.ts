import { Writable } from 'node:stream';
import { platformApi } from '@trilha/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLoggers, logCompletedRequests, loggerOptions } from './logging.ts';

/** A Fastify app with the server's logging, writing its lines into `lines`. */
async function appWithLogs() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions('info', stream), disableRequestLogging: true });
  lazyRequestLoggers(app);
  logCompletedRequests(app);
  app.get('/quiet', async () => ({ ok: true }));
  // a probe as registerRoutes marks one (request.endpoint from the contract), answering 200 or 503 as asked
  app.decorateRequest('endpoint', null);
  app.get<{ Querystring: { down?: string } }>(
    '/probe',
    {
      onRequest: (request, _reply, done) => {
        request.endpoint = platformApi.getHealth;
        done();
      },
    },
    async (request, reply) => reply.code(request.query.down ? 503 : 200).send({ ok: !request.query.down }),
  );
  app.get('/talks', async (request) => {
    request.log.warn({ body: { token: 'secret-token' }, step: 'x' }, 'something to say');
    request.log.child({ part: 'inner' }).info('from a child');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('request loggers made on first use', () => {
  it("write a request's own lines with its id and the redaction, as pino's child did", async () => {
    const { app, lines } = await appWithLogs();
    const response = await app.inject({ method: 'GET', url: '/talks' });
    expect(response.statusCode).toBe(200);
    const said = lines.find((line) => line.msg === 'something to say');
    expect(said).toMatchObject({ level: 40, step: 'x', body: { token: '***' }, reqId: expect.any(String) });
    const inner = lines.find((line) => line.msg === 'from a child');
    expect(inner).toMatchObject({ level: 30, part: 'inner', reqId: said?.reqId });
    expect(lines.find((line) => line.msg === 'request')).toMatchObject({ reqId: said?.reqId, status: 200 });
    await app.close();
  });

  it('leave a request that logs nothing with its completed-request line only', async () => {
    const { app, lines } = await appWithLogs();
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(lines.map((line) => line.msg)).toEqual(['request']);
    expect(app.log.level).toBe('info');
    await app.close();
  });
});

describe('health probes', () => {
  it('write no line when they succeed, and the usual line when they fail', async () => {
    const { app, lines } = await appWithLogs();
    expect((await app.inject({ method: 'GET', url: '/probe' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/probe?down=1' })).statusCode).toBe(503);
    expect(lines).toEqual([expect.objectContaining({ msg: 'request', status: 503 })]);
    await app.close();
  });
});
