import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { openSession } from '../../platform/auth/sessions.ts';
import { DEMO_USERS } from '../../seed/demo-users.ts';
import { DEMO_ADMISSION_TOKEN } from '../../seed/integrations-seed.ts';
import { seedIfEmpty } from '../../seed/seed.ts';

// an empty database of its own: the seed runs only when there are no users
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.deps);
}, 120_000);
afterAll(() => t.close());

describe('demo integrations', () => {
  it('Acme has an admission system, the native feed and a hiring-notification e-mail; Globex only the native feed', async () => {
    const carla = await openSession(t.db, t.clock, DEMO_USERS.admin.id);
    const get = async (url: string, company: string) => (await t.request({ method: 'GET', url, token: carla, company })).json();
    const acme = await get('/v1/-/integrations', 'acme');
    expect(acme.items.map((i: { kind: string }) => i.kind).sort()).toEqual(['admitta', 'hiringnotification', 'trilhafeed']);
    const admission = acme.items.find((i: { kind: string }) => i.kind === 'admitta');
    expect(admission).toMatchObject({ name: 'Admissão Acme', maskedToken: `••••${DEMO_ADMISSION_TOKEN.slice(-4)}`, status: 'connected' });
    expect(acme.items.find((i: { kind: string }) => i.kind === 'hiringnotification').email).toBe('contratacoes@acme.dev');
    expect(acme.items.find((i: { kind: string }) => i.kind === 'trilhafeed').native).toBe(true);
    expect((await get(`/v1/-/automations/get_token/admitta/${admission.id}`, 'acme')).valid).toBe(true);
    const globex = await get('/v1/-/integrations', 'globex');
    expect(globex.items.map((i: { kind: string; native: boolean }) => [i.kind, i.native])).toEqual([['trilhafeed', true]]);
  });
});
