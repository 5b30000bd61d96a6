import fc from 'fast-check';
import { describe } from 'vitest';
import { createAdminCompany, validDetails, validDetailsUs } from '../../../test/factories/index.ts';
import { anyBody, type FuzzRequest, fuzzBodies, fuzzPaths, json, openFuzzApp, text } from '../../../test/fuzz.ts';

const t = await openFuzzApp();
const c = await createAdminCompany(t);
const admin = { token: c.admin.token, company: c.subdomain };

/** A valid form with one field (top level or of the address) replaced by anything. */
const mutated = (form: Record<string, unknown>) =>
  fc
    .tuple(fc.constantFrom(...Object.keys(form), ...Object.keys(form.address as object).map((key) => `address.${key}`)), json)
    .map(([key, value]) => {
      const copy = structuredClone(form) as Record<string, Record<string, unknown>>;
      const [head, tail] = key.split('.') as [string, string | undefined];
      if (tail && copy[head]) copy[head][tail] = value;
      else (copy as Record<string, unknown>)[head] = value;
      return copy;
    });
const bodies = (form: Record<string, unknown>) => anyBody([mutated(form), fc.record({ linkedinId: json })]);

describe('malformed input never produces a 5xx', () => {
  fuzzBodies(
    t,
    [
      { method: 'PUT', url: '/v1/-/company', bodies: bodies({ linkedinId: '1', address: {} }) },
      { method: 'PUT', url: '/v1/-/company/details', bodies: bodies(validDetails()) },
      { method: 'PUT', url: '/v1/-/company/details_us', bodies: bodies(validDetailsUs()) },
    ],
    { ...admin, numRuns: 30, envelope: true },
  );

  // the text goes in the query, or URL-encoded in the X-Company header
  const queries: ((s: string) => FuzzRequest)[] = [
    (s) => ({ method: 'GET', url: `/v1/-/company?lang=${encodeURIComponent(s)}`, company: c.subdomain }),
    (s) => ({ method: 'GET', url: '/v1/-/company/details', headers: { 'x-company': encodeURIComponent(s || 'x') } }),
    (s) => ({ method: 'GET', url: '/v1/-/company/details_us', headers: { 'x-company': encodeURIComponent(s || 'x') } }),
  ];
  fuzzPaths(t, queries, { token: c.admin.token, values: text, numRuns: 90, title: 'queries and company headers with any text' });
});
