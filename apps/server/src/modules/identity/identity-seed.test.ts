import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { DAY } from '../../platform/clock.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo-users.ts';
import { DEMO_PERSONAL_WORKSPACE_IDS, seedIdentity } from '../../seed/identity-seed.ts';
import { signIn } from './identity.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.deps);
});
afterAll(() => t.close());

describe('identity demo seed', () => {
  it('lets every demo user sign in with the demo password, in a personal workspace of a fixed id', async () => {
    for (const [key, demo] of Object.entries(DEMO_USERS)) {
      const res = await signIn(t, demo.email, DEMO_PASSWORD);
      expect(res.statusCode, key).toBe(200);
      const user = res.json().user;
      expect(user.userId).toBe(demo.id);
      expect(user.companies).toMatchObject([
        { id: DEMO_PERSONAL_WORKSPACE_IDS[key as keyof typeof DEMO_USERS], type: 'individual', role: 'owner' },
      ]);
    }
  });

  it('gives the individual a pending profile setting, the support user support, and one account pending deletion', async () => {
    const individual = (await signIn(t, DEMO_USERS.individual.email, DEMO_PASSWORD)).json().user;
    expect(individual.pendingInitialSettings).toMatchObject([{ kind: 'profile', status: 'pending' }]);
    const support = (await signIn(t, DEMO_USERS.support.email, DEMO_PASSWORD)).json().user;
    expect(support).toMatchObject({ isSupport: true, pendingInitialSettings: [] });
    const pending = (await signIn(t, DEMO_USERS.pendingDeletion.email, DEMO_PASSWORD)).json().user;
    expect(pending).toMatchObject({
      status: 'pending_deletion',
      deletionRequestedAt: new Date(t.clock.now().getTime() - 3 * DAY).toISOString(),
    });
  });
});
