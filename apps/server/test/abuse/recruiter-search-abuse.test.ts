import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.ts';
import { createHiringCompany, type HiringCompany } from '../factories/index.ts';

// The recruiters' worklist and candidate bank search by text like the public searches do: a script typing into them
// nonstop is held to the same pace and the same statement timeout, while opening the lists stays free.
let t: TestApp;
let c: HiringCompany;
beforeAll(async () => {
  t = await createTestApp({ config: { search: { perUserPerMinute: 3, perAddressPerMinute: 1000, timeoutMs: 2000 } } });
  c = await createHiringCompany(t);
});
afterAll(() => t.close());

const read = (url: string) => t.request({ method: 'GET', url, token: c.admin.token, company: c.subdomain });

describe('recruiters’ text searches are within the search limits', () => {
  it.each([
    ['the worklist', '/v1/-/positions', 'query'],
    ['the candidate bank', '/v1/-/candidates', 'text'],
  ])('%s: searches by text spend the allowance; the plain list does not', async (_name, path, param) => {
    t.clock.advance(60_000); // a minute of its own
    for (let i = 0; i < 6; i++) expect((await read(path)).statusCode, `${path} plain read ${i}`).toBe(200);
    for (let i = 0; i < 3; i++) expect((await read(`${path}?${param}=analista`)).statusCode).toBe(200);
    const over = await read(`${path}?${param}=analista`);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('rate_limited');
    expect((await read(path)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await read(`${path}?${param}=analista`)).statusCode).toBe(200);
  });
});
