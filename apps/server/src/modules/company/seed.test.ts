import { isValidCnpj } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { openSession } from '../../platform/auth/sessions.ts';
import { DEMO_ACME_LINKEDIN_ID } from '../../seed/company-seed.ts';
import { DEMO_USERS } from '../../seed/demo-users.ts';
import { seedIfEmpty } from '../../seed/seed.ts';

// an empty database of its own: the seed runs only when there are no users
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo company data', () => {
  it('gives Acme and Globex complete company data with valid CNPJs, and Acme a LinkedIn id', async () => {
    expect(await seedIfEmpty(t.deps)).toBe(true);
    const bruno = await openSession(t.db, t.clock, DEMO_USERS.owner.id);
    const carla = await openSession(t.db, t.clock, DEMO_USERS.admin.id);
    const read = (token: string, company: string, url: string) => t.request({ method: 'GET', url, token, company }).then((r) => r.json());

    const acme = await read(bruno, 'acme', '/v1/-/company');
    expect(acme).toMatchObject({ name: 'Acme Tecnologia', linkedinId: DEMO_ACME_LINKEDIN_ID, hasBillingData: true, allowSupport: true });
    const globex = await read(carla, 'globex', '/v1/-/company');
    expect(globex).toMatchObject({ name: 'Globex Saúde', linkedinId: null, hasBillingData: true, allowSupport: false });

    for (const [token, company, legalName] of [
      [bruno, 'acme', 'Acme Tecnologia Ltda.'],
      [carla, 'globex', 'Globex Saúde S.A.'],
    ] as const) {
      const { details } = await read(token, company, '/v1/-/company/details');
      expect(details).toMatchObject({ legalName, address: { street: expect.any(String), number: expect.any(String) } });
      expect(isValidCnpj(details.taxId)).toBe(true);
    }
    // support staff read Acme's (support allowed) but not Globex's
    const support = await openSession(t.db, t.clock, DEMO_USERS.support.id);
    expect((await read(support, 'acme', '/v1/-/company/details')).details.legalName).toBe('Acme Tecnologia Ltda.');
    expect((await t.request({ method: 'GET', url: '/v1/-/company/details', token: support, company: 'globex' })).statusCode).toBe(403);
  });
});
