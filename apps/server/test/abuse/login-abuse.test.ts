import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEvents } from '../../src/platform/throttle.data.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { createUser, TEST_PASSWORD } from '../factories/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, options: { remoteAddress?: string; forwardedFor?: string; code?: string } = {}) =>
  t.request({
    method: 'POST',
    url: '/v1/auth',
    payload: { email, password, ...(options.code && { code: options.code }) },
    remoteAddress: options.remoteAddress ?? '198.51.100.7',
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
  });

describe('sign-in abuse', () => {
  it('does not let a rotating X-Forwarded-For pass for new addresses', async () => {
    const user = await createUser(t);
    let statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await signIn(user.email, 'Errada@123', { forwardedFor: `203.0.113.${i + 1}` })).statusCode);
    }
    // three free failures for this socket address, whatever the header claims; then it waits
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    statuses = [(await signIn(user.email, TEST_PASSWORD, { forwardedFor: '203.0.113.200' })).statusCode];
    expect(statuses).toEqual([429]);
  });

  it('believes X-Forwarded-For only for the configured proxy hops', async () => {
    const proxied = await createTestApp({ config: { trustProxyHops: 1 } });
    try {
      const user = await createUser(proxied);
      const attempt = (forwardedFor: string, password = 'Errada@123') =>
        proxied.request({
          method: 'POST',
          url: '/v1/auth',
          payload: { email: user.email, password },
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
        });
      // behind one proxy, the client is the last entry: entries the client wrote itself are not believed
      for (let i = 0; i < 3; i++) expect((await attempt(`1.1.1.${i}, 198.51.100.50`)).statusCode).toBe(401);
      expect((await attempt('9.9.9.9, 198.51.100.50', TEST_PASSWORD)).statusCode).toBe(429);
      expect((await attempt('198.51.100.51', TEST_PASSWORD)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('never locks the owner out of the right password from an address with no failures', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 40; i++) await signIn(user.email, 'Errada@123', { remoteAddress: `192.0.2.${i + 1}` });
    const owner = await signIn(user.email, TEST_PASSWORD, { remoteAddress: '198.51.100.99' });
    expect(owner.statusCode).toBe(200);
  });

  it('lets ten concurrent right-password sign-ins all succeed', async () => {
    const user = await createUser(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => signIn(user.email, TEST_PASSWORD, { remoteAddress: '198.51.100.120' })),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
  });
});

const mailsTo = async (email: string) =>
  (await t.db.execute<{ text: string }>(sql`select text from outbox_messages where "to" = ${email.toLowerCase()} order by created_at`))
    .rows;
const codeIn = (text: string | undefined) => text?.match(/\b(\d{6})\b/)?.[1] ?? '';

/** 30 wrong passwords on 30 accounts from one address: what an attacker spraying one password does. */
async function spray(remoteAddress: string) {
  for (let i = 0; i < 30; i++) {
    expect((await signIn(`spray-${remoteAddress}-${i}@example.com`, 'Errada@123', { remoteAddress })).statusCode).toBe(401);
  }
}

describe('sign-in from an address that sprayed many accounts (a school or an office behind one NAT)', () => {
  it('never answers a right password with 429: the owner is challenged with a code e-mailed to them, and gets in with it', async () => {
    const school = '198.51.100.140';
    await spray(school);
    const student = await createUser(t);
    const challenged = await signIn(student.email, TEST_PASSWORD, { remoteAddress: school });
    expect(challenged.statusCode).toBe(401);
    expect(challenged.json().error.code).toBe('auth.code_required');
    const [mail] = await mailsTo(student.email);
    const code = codeIn(mail?.text);
    expect(code).toMatch(/^\d{6}$/);
    const signedIn = await signIn(student.email, TEST_PASSWORD, { remoteAddress: school, code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // a code is spent once
    expect((await signIn(student.email, TEST_PASSWORD, { remoteAddress: school, code })).json().error.code).toBe('auth.invalid_code');
    // from any other address the same account signs in as always
    expect((await signIn(student.email, TEST_PASSWORD, { remoteAddress: '198.51.100.141' })).statusCode).toBe(200);
  });

  it('tells the sprayer nothing: a wrong password gets the same answer as a right one, and no e-mail is sent for it', async () => {
    const attacker = '198.51.100.142';
    await spray(attacker);
    const victim = await createUser(t);
    const wrong = await signIn(victim.email, 'Errada@123', { remoteAddress: attacker });
    const unknown = await signIn('ninguem-aqui@example.com', 'Errada@123', { remoteAddress: attacker });
    const right = await signIn(victim.email, TEST_PASSWORD, { remoteAddress: attacker });
    for (const res of [wrong, unknown, right]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual(right.json().error);
    }
    expect(right.json().error.code).toBe('auth.code_required');
    // one e-mail, for the right password only
    expect(await mailsTo(victim.email)).toHaveLength(1);
    expect(await mailsTo('ninguem-aqui@example.com')).toHaveLength(0);
  });

  it('needs the password with the code, refuses a wrong code as a failure, and e-mails one account at most 3 codes in 15 minutes', async () => {
    const office = '198.51.100.143';
    await spray(office);
    const worker = await createUser(t);
    for (let i = 0; i < 5; i++) await signIn(worker.email, TEST_PASSWORD, { remoteAddress: office });
    const mails = await mailsTo(worker.email);
    expect(mails).toHaveLength(3);
    const code = codeIn(mails[2]?.text);
    const guess = code === '000000' ? '000001' : '000000';
    const wrongCode = await signIn(worker.email, TEST_PASSWORD, { remoteAddress: office, code: guess });
    expect(wrongCode.json().error.code).toBe('auth.invalid_code');
    expect((await signIn(worker.email, 'Errada@123', { remoteAddress: office, code })).json().error.code).toBe('auth.wrong_password');
    // two failures of this pair: the third try still goes through (three are free)
    expect((await signIn(worker.email, TEST_PASSWORD, { remoteAddress: office, code })).statusCode).toBe(200);
  });

  it('lets the address sign in plainly again once its failures leave the 15-minute window', async () => {
    const cafe = '198.51.100.144';
    await spray(cafe);
    const guest = await createUser(t);
    expect((await signIn(guest.email, TEST_PASSWORD, { remoteAddress: cafe })).json().error.code).toBe('auth.code_required');
    t.clock.advance(15 * 60_000);
    expect((await signIn(guest.email, TEST_PASSWORD, { remoteAddress: cafe })).statusCode).toBe(200);
  });

  it('refuses for in-flight checks only while they run: a crashed process leaves marks that lapse within 10 seconds', async () => {
    const crowded = '198.51.100.145';
    const user = await createUser(t);
    // twenty checks that never finished (a process died during them)
    await addEvents(t.db, [`login:in-flight:${crowded}`], t.clock.now(), 20);
    expect((await signIn(user.email, TEST_PASSWORD, { remoteAddress: crowded })).statusCode).toBe(429);
    t.clock.advance(10_000);
    expect((await signIn(user.email, TEST_PASSWORD, { remoteAddress: crowded })).statusCode).toBe(200);
  });
});
