import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { openSession } from '../../platform/auth/sessions.ts';
import { DEMO_USERS } from '../../seed/demo-users.ts';
import { seedIfEmpty } from '../../seed/seed.ts';

// an empty database of its own: the seed runs only when there are no users
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.deps);
}, 120_000);
afterAll(() => t.close());

describe('demo wallet', () => {
  it('gives Acme a year of movements, a pending slip, a saved Visa, invoices and vouchers; Globex is on test status', async () => {
    const bruno = await openSession(t.db, t.clock, DEMO_USERS.owner.id);
    const carla = await openSession(t.db, t.clock, DEMO_USERS.admin.id);
    const get = async (url: string, token: string, company: string) => (await t.request({ method: 'GET', url, token, company })).json();

    const wallet = await get('/v1/-/wallet?limit=100', bruno, 'acme');
    expect(wallet.balance).toBeGreaterThan(0);
    expect(wallet.totals.credits).toBeGreaterThan(wallet.totals.debits);
    const sources = new Set(wallet.items.map((item: { source: string }) => item.source));
    expect(sources).toEqual(new Set(['purchase', 'usage', 'voucher']));
    const oldest = new Date(wallet.items.at(-1).occurredAt).getTime();
    expect(t.clock.now().getTime() - oldest).toBeGreaterThan(300 * 86_400_000);
    expect(wallet.pending).toEqual([expect.objectContaining({ method: 'boleto', status: 'request', bankSlip: expect.any(Object) })]);
    expect((await get('/v1/-/wallet/card', bruno, 'acme')).items).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242' })]);
    const invoices = await get('/v1/-/servicepayment', bruno, 'acme');
    expect(invoices.items.map((item: { status: string }) => item.status).sort()).toEqual(['open', 'paid']);
    expect((await get('/v1/-/wallet/rates', bruno, 'acme')).companyStatus).toBe('regular');

    const globex = await get('/v1/-/wallet', carla, 'globex');
    expect(globex).toMatchObject({ balance: 0, total: 0, items: [] });
    expect((await get('/v1/-/wallet/rates', carla, 'globex')).companyStatus).toBe('test');

    // the saved demo card charges; the demo vouchers answer as documented
    const pay = (url: string, payload: object, company = 'acme', token = bruno) =>
      t.request({ method: 'POST', url, payload, token, company, headers: { 'idempotency-key': `seed-${url}-${JSON.stringify(payload)}` } });
    const card = (await get('/v1/-/wallet/card', bruno, 'acme')).items[0];
    expect((await pay('/v1/-/wallet/stripe/charge', { credits: 20, currency: 'BRL', savedCardId: card.id })).statusCode).toBe(200);
    expect((await pay('/v1/-/wallet/voucher/add', { voucher: 'TRILHA50' }, 'globex', carla)).json()).toMatchObject({ credits: 50 });
    expect((await pay('/v1/-/wallet/voucher/add', { voucher: 'EXPIRADO10' })).statusCode).toBe(410);
    expect((await pay('/v1/-/wallet/voucher/add', { voucher: 'E2E-ACME-1' }, 'globex', carla)).statusCode).toBe(404);
    expect((await pay('/v1/-/wallet/voucher/add', { voucher: 'E2E-ACME-1' })).json()).toMatchObject({ credits: 100 });
  });
});
