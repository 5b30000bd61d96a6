import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR } from '../../src/platform/clock.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { createUser, unique } from '../factories/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const recover = (email: string, remoteAddress: string) =>
  t.request({ method: 'POST', url: '/v1/resetpassword', remoteAddress, payload: { email } });
const mailsTo = async (email: string) =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from outbox_messages where "to" = ${email.toLowerCase()}`)).rows[0]?.n ??
  0;
/** A client address of its own for the i-th request of a test, so only the throttle under test answers. */
const clientAddress = (block: number, i: number) => `10.${block}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('password recovery does not tell which addresses have accounts', () => {
  it('answers 100 addresses, 3 of them with accounts, with one status and one body', async () => {
    const owners = await Promise.all([0, 1, 2].map(() => createUser(t, { email: `dona-${unique()}@example.com` })));
    const addresses = Array.from({ length: 97 }, () => `ninguem-${unique()}@example.com`);
    addresses.splice(13, 0, owners[0]!.email);
    addresses.splice(50, 0, owners[1]!.email);
    addresses.splice(88, 0, owners[2]!.email);
    expect(addresses).toHaveLength(100);

    const answers = [];
    for (const [i, email] of addresses.entries()) {
      const res = await recover(email, clientAddress(1, i));
      answers.push({ status: res.statusCode, body: res.body });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify({ status: 202, body: JSON.stringify({ sent: true }) })]),
    );
    // only the owners get a link
    for (const owner of owners) expect(await mailsTo(owner.email)).toBe(1);
    for (const email of addresses.filter((email) => email.startsWith('ninguem-'))) expect(await mailsTo(email)).toBe(0);
  });

  // a timing bound: one try may fall on a moment another test file holds the machine; a real difference fails all three
  it('takes about as long for an address with an account as for one without', { retry: 2 }, async () => {
    const owners = await Promise.all(Array.from({ length: 23 }, () => createUser(t)));
    const timeOf = async (email: string, i: number) => {
      const started = process.hrtime.bigint();
      expect((await recover(email, clientAddress(2, i))).statusCode).toBe(202);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    // interleaved, so a busy moment of the machine falls on both kinds alike; the first rounds warm up
    const known: number[] = [];
    const unknown: number[] = [];
    for (const [i, owner] of owners.entries()) {
      const mine = await timeOf(owner.email, 2 * i);
      const nobody = await timeOf(`ninguem-${unique()}@example.com`, 2 * i + 1);
      if (i >= 3) {
        known.push(mine);
        unknown.push(nobody);
      }
    }
    // the e-mail's work for an owner costs a few statements that do not wait for the disk: well under a millisecond
    // here, beside the throttle and the lookup both kinds go through
    expect(median(known)).toBeLessThan(median(unknown) * 1.5 + 1);
  });
});

describe('password recovery throttle', () => {
  it('answers 429 past 20 requests an hour from one client address, before looking the address up', async () => {
    const owner = await createUser(t);
    const ip = '198.51.100.31';
    for (let i = 0; i < 20; i++) expect((await recover(`ninguem-${unique()}@example.com`, ip)).statusCode).toBe(202);
    // past the allowance a known and an unknown address get the same refusal, and no e-mail goes out
    for (const email of [owner.email, `ninguem-${unique()}@example.com`]) {
      const refused = await recover(email, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
    }
    expect(await mailsTo(owner.email)).toBe(0);
    // another client address is not held by this one
    expect((await recover(owner.email, '198.51.100.32')).statusCode).toBe(202);
  });

  it('answers 429 past 5 requests an hour for one address, known or not, from any client address', async () => {
    const owner = await createUser(t);
    const nobody = `ninguem-${unique()}@example.com`;
    for (const [block, email] of [owner.email, nobody].entries()) {
      for (let i = 0; i < 5; i++) expect((await recover(email, clientAddress(10 + block, i))).statusCode).toBe(202);
      const refused = await recover(email, clientAddress(10 + block, 5));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
    }
    expect(await mailsTo(owner.email)).toBe(5);
  });

  it('lets the owner ask again once the hour has passed, however many requests were refused in it', async () => {
    const owner = await createUser(t);
    for (let i = 0; i < 5; i++) expect((await recover(owner.email, clientAddress(20, i))).statusCode).toBe(202);
    // someone keeps asking for the owner's address: refused requests do not push the window further
    for (let i = 0; i < 30; i++) {
      t.clock.advance(60_000);
      expect((await recover(owner.email, clientAddress(21, i))).statusCode).toBe(429);
    }
    t.clock.advance(HOUR - 30 * 60_000);
    const again = await recover(owner.email, '198.51.100.40');
    expect(again.statusCode).toBe(202);
    expect(await mailsTo(owner.email)).toBe(6);
  });
});
