import { describe, expect, it } from 'vitest';
import { ERRORS } from './catalogue.ts';
import type { ErrorEntry } from './define.ts';
import { shouldLogout } from './envelope.ts';

describe('shouldLogout', () => {
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

  it('keeps the session on every e-mail mismatch of the catalogue (an invite sent to another address)', () => {
    const mismatches = Object.entries(ERRORS as Record<string, ErrorEntry>).filter(([code]) => code.endsWith('.email_mismatch'));
    expect(mismatches.map(([code]) => code)).toEqual(
      expect.arrayContaining(['invite.email_mismatch', 'application_invite.email_mismatch']),
    );
    for (const [code, entry] of mismatches) expect(shouldLogout(entry.status, code), code).toBe(false);
  });

  it('does not sign out for a malformed request (a crafted URL or body)', () => {
    expect(shouldLogout(400, 'bad_request')).toBe(false);
    expect(shouldLogout(400, 'validation.failed')).toBe(false);
  });
  it('keeps the session on other statuses', () => {
    for (const status of [404, 409, 422, 429, 500]) expect(shouldLogout(status, 'x')).toBe(false);
  });
});
