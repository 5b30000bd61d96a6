import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

describe('isDatabaseUnavailable', () => {
  it.each([
    [{ code: '57P01', message: 'terminating connection due to administrator command' }, true],
    [{ code: '57P03', message: 'the database system is starting up' }, true],
    [{ code: '08006', message: 'connection failure' }, true],
    [{ code: '57014', message: 'canceling statement due to statement timeout' }, true],
    // a write that reached a standby being promoted (a failover through a proxy on the leader)
    [{ code: '25006', message: 'cannot execute INSERT in a read-only transaction' }, true],
    [{ message: 'Failed query: insert into "profiles"', cause: { code: '25006' } }, true],
    [{ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' }, true],
    [new Error('Connection terminated unexpectedly'), true],
    [new Error('timeout exceeded when trying to connect'), true],
    [new Error('Query read timeout'), true],
    [{ message: 'Failed query: select 1', cause: { code: '57P01' } }, true],
    [{ code: '23505', message: 'duplicate key value violates unique constraint' }, false],
    [{ code: '42P01', message: 'relation "x" does not exist' }, false],
    [new TypeError('Cannot read properties of undefined'), false],
    [null, false],
  ])('%o → %s', (error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});
