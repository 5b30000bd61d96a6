import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { openSession } from '../../platform/auth/sessions.ts';
import { DEMO_USERS } from '../../seed/demo-users.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { DEMO_INVITE_ID } from '../../seed/workspaces-seed.ts';

// an empty database of its own: the seed runs only when there are no users
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const current = (token: string, company: string) => t.request({ method: 'GET', url: '/v1/workspaces/current', token, company });

describe('demo seed', () => {
  it('seeds the companies, the portals, the memberships and the pending invite', async () => {
    expect(await seedIfEmpty(t.deps)).toBe(true);
    const owner = await openSession(t.db, t.clock, DEMO_USERS.owner.id);
    const acme = await current(owner, 'acme');
    expect(acme.json().workspace).toMatchObject({ name: 'Acme Tecnologia', type: 'business', role: 'owner', allowSupport: true });
    const member = await openSession(t.db, t.clock, DEMO_USERS.member.id);
    expect((await current(member, 'acme')).json().workspace).toMatchObject({ role: 'member', userTosAcceptedAt: null });
    const mine = (await t.request({ method: 'GET', url: '/v1/myself/workspaces?type=business', token: owner })).json().items;
    expect(mine.map((w: { name: string; isCompleted: boolean }) => [w.name, w.isCompleted])).toEqual([
      ['Acme Tecnologia', true],
      ['Nova Empresa', false],
    ]);
    const admin = await openSession(t.db, t.clock, DEMO_USERS.admin.id);
    expect((await current(admin, 'globex')).json().workspace).toMatchObject({ name: 'Globex Saúde', role: 'owner', allowSupport: false });

    const individual = await openSession(t.db, t.clock, DEMO_USERS.individual.id);
    const portals = (await t.request({ method: 'GET', url: '/v1/myself/workspaces?type=aggregator', token: individual })).json().items;
    expect(portals.map((w: { subdomain: string }) => w.subdomain)).toEqual(['vagas-nordeste', 'carreira-tech']);
    const style = portals[0].customStyle;
    expect(portals[0]).toMatchObject({ paymentExemption: true, name: 'Vagas Nordeste' });
    expect(style).toMatchObject({ darkMenu: true, logo: { src: '/v1/assets/file/portals/vagas-nordeste.svg', height: 48 } });
    expect((await t.request({ method: 'GET', url: style.logo.src })).statusCode).toBe(200);
    const agro = await t.request({ method: 'GET', url: '/v1/workspaces/agrotalentos' });
    expect(agro.json()).toMatchObject({ type: 'agro', name: 'AgroTalentos' });

    const support = await openSession(t.db, t.clock, DEMO_USERS.support.id);
    expect((await current(support, 'acme')).statusCode).toBe(200);
    expect((await current(support, 'globex')).statusCode).toBe(403);

    const invite = await t.request({ method: 'GET', url: `/v1/workspaces/invites/${DEMO_INVITE_ID}` });
    expect(invite.json()).toMatchObject({ email: 'convidado@trilha.dev', role: 'member', workspace: { subdomain: 'acme' } });
  });
});
