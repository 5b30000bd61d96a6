import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { expectNo5xx, get, openFuzzApp, requestsNever5xx } from '../../../test/fuzz.ts';
import { multipart } from '../../../test/uploads.ts';
import { analyseWaitingResumes } from './index.ts';

const t = await openFuzzApp();
const user = await createUser(t);

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
          const res = await expectNo5xx(t, { method: 'POST', url: '/v1/resume/upload', token: user.token, ...body }, true);
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
    requestsNever5xx(
      t,
      fc.oneof(fc.string({ maxLength: 60 }), fc.uuid()).map((id) => get(`/v1/resume/profile/${encodeURIComponent(id)}`)),
      { token: user.token, numRuns: 60, envelope: true },
    ));
});
