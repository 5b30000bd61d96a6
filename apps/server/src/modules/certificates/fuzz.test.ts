import fc from 'fast-check';
import { describe } from 'vitest';
import { fuzzPaths, get, openFuzzApp } from '../../../test/fuzz.ts';

const t = await openFuzzApp();

describe('the certificate addresses never answer 5xx to any code', () => {
  fuzzPaths(
    t,
    [
      (s: string) => get(`/v1/certificates/${s}`),
      (s: string) => get(`/v1/certificates/${s}.pdf`),
      (s: string) => get(`/v1/certificates/${s}/credential.json`),
      (s: string) => get(`/v1/certificates/issuers/${s}`),
      (s: string) => get(`/v1/certificates/issuers/${s}/keys/${s}`),
    ],
    { values: fc.oneof(fc.string({ maxLength: 40 }), fc.uuid()).map(encodeURIComponent), numRuns: 150 },
  );
});
