import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringSetup, type HiringSetup } from '../../../test/factories/index.ts';
import { deliverDueWebhooks } from './webhook-delivery.ts';
import { guardedLookup, targetAllowed } from './webhook-target.ts';

/** A local receiver: what it was sent, and the status it answers (200 unless told otherwise). */
interface Receiver {
  url: string;
  received: { headers: IncomingHttpHeaders; body: string }[];
  status: number;
  server: Server;
}

async function startReceiver(): Promise<Receiver> {
  const receiver = { received: [], status: 200 } as unknown as Receiver;
  receiver.server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      receiver.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = receiver.status;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/trilha`;
  return receiver;
}

let t: TestApp;
let c: HiringSetup;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp();
  // signatures carry the time, and receivers refuse one more than five minutes from theirs
  t.clock.set(new Date());
  [c, receiver] = await Promise.all([createHiringSetup(t), startReceiver()]);
});
afterAll(async () => {
  receiver.server.close();
  await t.close();
});

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, payload, token: c.admin.token, company: c.subdomain });

describe('webhooks', () => {
  it('delivers a stage change signed per Standard Webhooks, verified by the standardwebhooks package', async () => {
    const created = await asAdmin('POST', '/v1/-/webhooks', { url: receiver.url, events: ['application.stage_changed'] });
    expect(created.statusCode).toBe(201);
    const { id, secret } = created.json() as { id: string; secret: string };
    expect(secret).toMatch(/^whsec_/);

    const move = await t.request({
      method: 'PUT',
      url: `/v1/-/applications/${c.applicationId}/stage`,
      payload: { stage: 'interview' },
      token: c.manager.token,
      company: c.subdomain,
    });
    expect(move.statusCode).toBe(200);
    expect(await deliverDueWebhooks(t.deps)).toBe(1);

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    const payload = new Webhook(secret).verify(delivery?.body ?? '', delivery?.headers as Record<string, string>);
    expect(payload).toMatchObject({
      type: 'application.stage_changed',
      data: { applicationId: c.applicationId, positionId: c.positionId, stage: 'interview', previousStage: 'screening' },
    });
    expect(delivery?.headers['webhook-id']).toMatch(/^msg_/);
    // a tampered body fails the same check
    expect(() => new Webhook(secret).verify(`${delivery?.body} `, delivery?.headers as Record<string, string>)).toThrow();

    const log = await asAdmin('GET', `/v1/-/webhooks/${id}/deliveries`);
    expect(log.statusCode).toBe(200);
    expect(log.json().items).toEqual([
      expect.objectContaining({
        event: 'application.stage_changed',
        statusCode: 200,
        messageId: delivery?.headers['webhook-id'],
        error: null,
      }),
    ]);
    // nothing is sent twice
    expect(await deliverDueWebhooks(t.deps)).toBe(0);
    expect((await asAdmin('DELETE', `/v1/-/webhooks/${id}`)).statusCode).toBe(204);
  });

  it('retries a failing receiver with backoff, gives up after a day, turns the webhook off and tells the admins', async () => {
    receiver.received.length = 0;
    receiver.status = 500;
    const { id } = (await asAdmin('POST', '/v1/-/webhooks', { url: receiver.url, events: ['application.stage_changed'] })).json();
    const move = await t.request({
      method: 'PUT',
      url: `/v1/-/applications/${c.otherApplicationId}/stage`,
      payload: { stage: 'interview' },
      token: c.manager.token,
      company: c.subdomain,
    });
    expect(move.statusCode).toBe(200);
    expect(await deliverDueWebhooks(t.deps)).toBe(1);
    // not due again at once: five seconds later
    expect(await deliverDueWebhooks(t.deps)).toBe(0);
    t.clock.advance(5_000);
    expect(await deliverDueWebhooks(t.deps)).toBe(1);
    for (let day = 0; day < 30 && (await asAdmin('GET', '/v1/-/webhooks')).json().items[0].enabled; day++) {
      t.clock.advance(8 * 3600_000);
      await deliverDueWebhooks(t.deps);
    }
    const [hook] = (await asAdmin('GET', '/v1/-/webhooks')).json().items;
    expect(hook).toMatchObject({ id, enabled: false });
    expect(hook.disabledForFailures).not.toBeNull();
    const attempts = (await asAdmin('GET', `/v1/-/webhooks/${id}/deliveries`)).json().items;
    expect(attempts).toHaveLength(10);
    expect(attempts.every((attempt: { statusCode: number }) => attempt.statusCode === 500)).toBe(true);
    const mails = await t.db.execute<{ subject: string }>(
      sql`select subject from outbox_messages where "to" = ${c.admin.email.toLowerCase()} and subject = 'Um webhook da sua empresa foi desativado'`,
    );
    expect(mails.rows).toHaveLength(1);

    // fixed and on again: the resend button sends the failed message at once
    receiver.status = 200;
    t.clock.advance(60_000);
    expect((await asAdmin('PUT', `/v1/-/webhooks/${id}`, { enabled: true })).json()).toMatchObject({
      enabled: true,
      disabledForFailures: null,
    });
    const resend = await asAdmin('POST', `/v1/-/webhooks/${id}/deliveries/${attempts[0].id}/resend`);
    expect(resend.statusCode).toBe(202);
    expect(await deliverDueWebhooks(t.deps)).toBe(1);
    expect((await asAdmin('GET', `/v1/-/webhooks/${id}/deliveries`)).json().items[0]).toMatchObject({ statusCode: 200 });
    expect(receiver.received.at(-1)?.headers['webhook-id']).toBe(receiver.received[0]?.headers['webhook-id']);
  });

  it('refuses what is not a web address, and another company’s webhook is not found', async () => {
    const bad = await asAdmin('POST', '/v1/-/webhooks', { url: 'ftp://example.com/x', events: ['position.published'] });
    expect(bad.statusCode).toBe(422);
    const none = await asAdmin('POST', '/v1/-/webhooks', { url: receiver.url, events: [] });
    expect(none.statusCode).toBe(422);
    const { id } = (await asAdmin('POST', '/v1/-/webhooks', { url: receiver.url, events: ['position.closed'] })).json();
    const foreign = await t.request({ method: 'GET', url: `/v1/-/webhooks/${id}/deliveries`, token: c.otherAdmin.token });
    expect([403, 404]).toContain(foreign.statusCode);
  });
});

describe('webhook targets in production', () => {
  const strict = { strict: true };
  it('takes https on public addresses only', () => {
    expect(targetAllowed(new URL('https://hooks.example.com/trilha'), strict)).toBe(true);
    for (const url of [
      'http://hooks.example.com/',
      'https://127.0.0.1/',
      'https://10.1.2.3/',
      'https://169.254.169.254/',
      'https://[::1]/',
      'https://localhost/',
    ])
      expect(targetAllowed(new URL(url), strict), url).toBe(false);
    expect(targetAllowed(new URL('http://127.0.0.1:9999/'), { strict: false })).toBe(true);
  });

  it('refuses a name that resolves to a private address when connecting', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      guardedLookup(strict)('localhost', {}, (failure) => resolve(failure)),
    );
    expect(error?.code).toBe('ETARGETREFUSED');
  });
});
