import { describe, expect, it } from 'vitest';
import { shouldLogout } from './envelope.ts';

describe('shouldLogout (spec section 8)', () => {
  it('logs out on invalid_token whatever the status', () => {
    expect(shouldLogout(401, 'invalid_token')).toBe(true);
    expect(shouldLogout(500, 'invalid_token')).toBe(true);
  });
  it('logs out on 401, 400, 403 and 426 without an exempt code', () => {
    for (const status of [400, 401, 403, 426]) expect(shouldLogout(status, undefined)).toBe(true);
    expect(shouldLogout(426, 'client_outdated')).toBe(true);
  });
  it('keeps the session on credential errors and permission denials', () => {
    expect(shouldLogout(401, 'auth.wrong_password')).toBe(false);
    expect(shouldLogout(401, 'auth.user_not_found')).toBe(false);
    expect(shouldLogout(400, 'auth.invalid_credentials')).toBe(false);
    expect(shouldLogout(403, 'permission.denied')).toBe(false);
    expect(shouldLogout(422, 'validation.failed')).toBe(false);
  });

  it('does not sign out for a malformed request (a crafted URL or body)', () => {
    expect(shouldLogout(400, 'bad_request')).toBe(false);
    expect(shouldLogout(400, 'validation.failed')).toBe(false);
  });
  it('keeps the session on other statuses', () => {
    for (const status of [404, 409, 422, 429, 500]) expect(shouldLogout(status, 'x')).toBe(false);
  });
});
