import { describe, expect, it } from 'vitest';
import { describeStartFailure, StartFailure } from './start-failure.ts';

const where = { port: 3000, host: '127.0.0.1' };
const withCode = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('start failures', () => {
  it('are one line that says what to do, never a stack trace', () => {
    const cases = [
      [withCode('EADDRINUSE', 'listen EADDRINUSE: address already in use 127.0.0.1:3000'), /port 3000 .* already in use.*PORT/],
      [withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), /cannot reach PostgreSQL.*DATABASE_URL/],
      [withCode('28P01', 'password authentication failed for user "x"'), /refused the user name or password.*DATABASE_URL/],
      [withCode('3D000', 'database "trilha" does not exist'), /does not exist: create it/],
      [new StartFailure('running as root, PostgreSQL cannot enter /root'), /^running as root/],
      [new Error('first line\n    at somewhere (file.ts:1:1)'), /^first line$/],
    ] as const;
    for (const [error, expected] of cases) {
      const line = describeStartFailure(error, where);
      expect(line).toMatch(expected);
      expect(line).not.toContain('\n');
      expect(line).not.toMatch(/\bat .*:\d+:\d+/);
    }
  });
});
