import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { multipart } from '../../../test/uploads.ts';
import { analyseWaitingResumes } from './index.ts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t);
});
afterAll(() => t.close());

const never5xx = (res: { statusCode: number; body: string; json(): { error: { code: unknown } } }) => {
  expect(res.statusCode, res.body).toBeLessThan(500);
  if (res.statusCode >= 400) expect(res.json().error.code).toBeTypeOf('string');
};

describe('malformed input never produces a 5xx', () => {
  it('POST /v1/resume/upload with arbitrary bytes, broken PDFs included, and the analysis of them', () =>
    fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 400 }),
        fc.boolean(),
        fc.constantFrom('file', 'resume'),
        async (bytes, pdfHeader, field) => {
          const data = Buffer.concat([pdfHeader ? Buffer.from('%PDF-1.7\n') : Buffer.alloc(0), Buffer.from(bytes)]);
          const body = await multipart({}, { [field]: { data, name: 'cv.pdf', type: 'application/pdf' } });
          const res = await t.request({ method: 'POST', url: '/v1/resume/upload', token: user.token, ...body });
          never5xx(res);
          if (res.statusCode === 202) {
            await analyseWaitingResumes(t.deps);
            const done = await t.request({ method: 'GET', url: `/v1/resume/profile/${res.json().id}`, token: user.token });
            expect(done.json().status).toBe('failed');
          }
        },
      ),
      { numRuns: 15 },
    ));

  it('GET /v1/resume/profile/:id with any text', () =>
    fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 60 }), fc.uuid()), async (id) => {
        never5xx(await t.request({ method: 'GET', url: `/v1/resume/profile/${encodeURIComponent(id)}`, token: user.token }));
      }),
      { numRuns: 60 },
    ));
});
