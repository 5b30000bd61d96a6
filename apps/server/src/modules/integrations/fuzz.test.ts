import fc from 'fast-check';
import { describe } from 'vitest';
import { ADMINISTRATOR_PEOPLE, createAdminCompany, sandboxToken } from '../../../test/factories/index.ts';
import { bodies, type FuzzRequest, fuzzBodies, fuzzPaths, get, json, openFuzzApp, text } from '../../../test/fuzz.ts';

const t = await openFuzzApp();
const c = await createAdminCompany(t, {}, ADMINISTRATOR_PEOPLE);
const admin = { token: c.admin.token, company: c.subdomain };
const installed = (
  await t.request({
    method: 'POST',
    url: '/v1/-/automations/install/admitta',
    payload: { name: 'Admissão', token: sandboxToken() },
    ...admin,
  })
).json().id;

const body = (keys: string[]) => bodies(keys, { values: fc.oneof(json, text) });

describe('malformed input to the integrations never produces a 5xx', () => {
  fuzzBodies(
    t,
    [
      { method: 'POST', url: '/v1/-/automations/install/admitta', bodies: body(['name', 'token']) },
      { method: 'PUT', url: '/v1/-/integration/hiringnotification', bodies: body(['email']) },
      { method: 'DELETE', url: '/v1/-/automations/uninstall/trilhafeed', bodies: body(['company_automation_id']) },
    ],
    { ...admin, numRuns: 30 },
  );

  // the writes also carry the text as the name and token, with the installed integration
  const write = (method: 'POST' | 'DELETE', url: string, value: string): FuzzRequest => ({
    method,
    url,
    payload: { name: decodeURIComponent(value), token: decodeURIComponent(value), company_automation_id: installed },
  });
  fuzzPaths(
    t,
    [
      (s: string) => get(`/v1/-/integrations?page=${s}&limit=${s}`),
      (s: string) => get(`/v1/-/automations/get_token/${s}/${s}`),
      (s: string) => get(`/v1/-/automations/get_token/admitta/${s}`),
      (s: string) => get(`/v1/-/companyautomations/${s}`),
      (s: string) => write('POST', `/v1/-/automations/install/${s}`, s),
      (s: string) => write('DELETE', `/v1/-/automations/uninstall/${s}`, s),
    ],
    { ...admin, numRuns: 60 },
  );
});
