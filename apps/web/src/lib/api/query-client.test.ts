import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { retryDelay, shouldRetryRead } from './query-client.ts';

describe('which reads are tried again', () => {
  it('a 503 (the database restarting) up to five times, a few seconds apart', () => {
    const unavailable = new ApiError(503, 'service.unavailable', 'O serviço está temporariamente indisponível.');
    expect([0, 1, 2, 3, 4].every((count) => shouldRetryRead(count, unavailable))).toBe(true);
    expect(shouldRetryRead(5, unavailable)).toBe(false);
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('a lost connection or another 5xx twice, a 4xx never', () => {
    expect(shouldRetryRead(1, new ApiError(0, 'network', 'network'))).toBe(true);
    expect(shouldRetryRead(2, new ApiError(500, 'internal', 'x'))).toBe(false);
    expect(shouldRetryRead(0, new ApiError(404, 'not_found', 'x'))).toBe(false);
  });
});
