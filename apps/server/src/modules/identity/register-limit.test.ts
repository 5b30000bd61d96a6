import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { loadConfig } from '../../config.ts';
import { registerBody } from './identity.test-support.ts';

// Sign-ups per client address and hour: 50 unless REGISTRATIONS_PER_HOUR_PER_ADDRESS says otherwise (the browser
// journeys' server raises it: each journey registers its own people, all from one address).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { registrationsPerHourPerAddress: 2 } });
});
afterAll(() => t.close());

const register = () => t.request({ method: 'POST', url: '/v1/register/candidate', payload: registerBody() });

describe('registrations per address', () => {
  it('refuses the sign-up past the hour’s allowance of the address', async () => {
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(201);
    const refused = await register();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    t.clock.advance(60 * 60_000);
    expect((await register()).statusCode).toBe(201);
  });

  it('allows 50 an hour unless REGISTRATIONS_PER_HOUR_PER_ADDRESS is set', () => {
    expect(loadConfig({}).registrationsPerHourPerAddress).toBe(50);
    expect(loadConfig({ REGISTRATIONS_PER_HOUR_PER_ADDRESS: '1000' }).registrationsPerHourPerAddress).toBe(1000);
  });
});
