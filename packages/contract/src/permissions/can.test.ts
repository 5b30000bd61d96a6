import { describe, expect, it } from 'vitest';
import { ACTIONS, type Action } from './actions.ts';
import { type Actor, can } from './can.ts';

// The expected matrix, written out by hand from the product rules (docs/product.md, Roles and permissions) so a change to the grant table is deliberate.
const MEMBER: Action[] = ['workspace.view', 'workspace.leave', 'members.view', 'content.view'];
const CONTENT_CREATOR: Action[] = [...MEMBER, 'content.create'];
const RECRUITMENT_EVALUATOR: Action[] = ['recruitment.positions.view', 'recruitment.positions.evaluate'];
const RECRUITMENT_MANAGER: Action[] = [
  ...RECRUITMENT_EVALUATOR,
  'recruitment.positions.manage',
  'recruitment.drafts.manage',
  'recruitment.candidates.manage',
];
const RECRUITMENT_ADMIN: Action[] = [...RECRUITMENT_MANAGER, 'recruitment.positions.all', 'recruitment.settings.manage'];

const EXPECTED: Record<string, readonly Action[]> = {
  owner: ACTIONS,
  administrator: ACTIONS,
  content_creator: CONTENT_CREATOR,
  member: MEMBER,
  userRoleAdmin: ACTIONS,
  recruitmentAdmin: RECRUITMENT_ADMIN,
  recruitmentManager: RECRUITMENT_MANAGER,
  recruitmentEvaluator: RECRUITMENT_EVALUATOR,
  memberAndEvaluator: [...MEMBER, ...RECRUITMENT_EVALUATOR],
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
  recruitmentAdmin: { role: null, recruitmentRole: 'admin' },
  recruitmentManager: { role: null, recruitmentRole: 'manager' },
  recruitmentEvaluator: { role: null, recruitmentRole: 'evaluator' },
  memberAndEvaluator: { role: 'member', recruitmentRole: 'evaluator' },
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
