import type { WorkspaceSummary } from '@trilha/contract';
import { describe, expect, it } from 'vitest';
import { actorIn } from './actor.ts';
import { canIn } from './use-can.ts';

const acme = { id: 'acme', role: 'administrator', userRole: 'user', allowSupport: true } as WorkspaceSummary;
const member = (role: WorkspaceSummary['role']) => ({ kind: 'member', role }) as const;

describe('canIn (the contract model seen from the web)', () => {
  it('lets an administrator manage members but not an owner', () => {
    expect(canIn(acme, undefined, 'members.manage', member('member'))).toBe(true);
    expect(canIn(acme, undefined, 'members.manage', member('owner'))).toBe(false);
    expect(canIn({ ...acme, role: 'owner' }, undefined, 'members.manage', member('owner'))).toBe(true);
  });
  it('counts support staff as support only where they are not members', () => {
    const support = { companies: [], isSupport: true };
    expect(canIn(acme, support, 'admin.access')).toBe(true);
    expect(canIn(acme, support, 'members.manage')).toBe(false);
    expect(canIn({ ...acme, allowSupport: false }, support, 'admin.access')).toBe(false);
    expect(canIn(acme, { companies: [acme], isSupport: true }, 'members.manage')).toBe(true);
  });
  it('names the user in the actor, for rules about oneself and linked resources', () => {
    expect(actorIn(acme, { companies: [acme], isSupport: false, userId: 'u-1' }).userId).toBe('u-1');
    expect(actorIn(acme).userId).toBeUndefined();
  });
});
