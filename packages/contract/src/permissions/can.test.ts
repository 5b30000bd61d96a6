import { describe, expect, it } from 'vitest';
import { ACTIONS, type Action } from './actions.ts';
import { type Actor, can } from './can.ts';

// The expected matrix, written out by hand from spec section 6 so a change to the grant table is deliberate.
const EXPECTED: Record<string, Action[]> = {
  owner: [...ACTIONS],
  administrator: [...ACTIONS],
  content_creator: ['workspace.view', 'workspace.leave', 'members.view', 'content.view', 'content.create'],
  member: ['workspace.view', 'workspace.leave', 'members.view', 'content.view'],
  userRoleAdmin: [...ACTIONS],
  supportAllowed: ['workspace.view', 'admin.access'],
  supportBlocked: [],
  stranger: [],
};

const ACTORS: Record<string, Actor> = {
  owner: { role: 'owner' },
  administrator: { role: 'administrator' },
  content_creator: { role: 'content_creator' },
  member: { role: 'member' },
  userRoleAdmin: { role: null, userRole: 'admin' },
  supportAllowed: { role: null, isSupport: true, supportAllowed: true },
  supportBlocked: { role: null, isSupport: true, supportAllowed: false },
  stranger: { role: null },
};

describe('permission matrix', () => {
  for (const [name, actor] of Object.entries(ACTORS)) {
    for (const action of ACTIONS) {
      const allowed = EXPECTED[name]?.includes(action) ?? false;
      it(`${name} ${allowed ? 'may' : 'may not'} ${action}`, () => {
        expect(can(actor, action)).toBe(allowed);
      });
    }
  }
});
