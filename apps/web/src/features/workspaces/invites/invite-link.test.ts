import { describe, expect, it } from 'vitest';
import { inviteIdFrom } from './invite-link.ts';
import { splitEmails } from './split-emails.ts';

const ID = '30000000-0000-4000-8000-000000000001';

describe('inviteIdFrom', () => {
  it('reads the id of an e-mail link, a ?id= link or a bare code', () => {
    expect(inviteIdFrom(`http://localhost:3000/invite/${ID}`)).toBe(ID);
    expect(inviteIdFrom(`/invite/login?id=${ID}`)).toBe(ID);
    expect(inviteIdFrom(`  ${ID} `)).toBe(ID);
  });
  it('refuses what is not an invite', () => {
    expect(inviteIdFrom('')).toBeNull();
    expect(inviteIdFrom('http://localhost/invite/login')).toBeNull();
    expect(inviteIdFrom('não é um convite')).toBeNull();
  });
});

describe('splitEmails', () => {
  it('splits by commas, semicolons, spaces and lines, dropping empties', () => {
    expect(splitEmails('a@x.com, b@x.com;c@x.com\n\nd@x.com ')).toEqual(['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com']);
    expect(splitEmails('  ')).toEqual([]);
  });
});
