import { describe, expect, it } from 'vitest';
import { type Actor, check } from './can.ts';
import { companyUserRoleOf, rolesWith } from './roles.ts';

const owner: Actor = { userId: 'o', role: 'owner', userRole: 'admin' };
const administrator: Actor = { userId: 'a', role: 'administrator', userRole: 'admin' };
const member: Actor = { userId: 'm', role: 'member', userRole: 'user' };

describe('who sees a workspace', () => {
  it('hides it from other tenants (404) and tells support staff when the company blocks them', () => {
    expect(check({ role: null }, 'workspace.view')).toBe('workspace.not_found');
    expect(check({ role: null, isSupport: true, supportAllowed: false }, 'admin.access')).toBe('workspace.support_unavailable');
    // a personal workspace has no support mode: support staff are just outsiders there
    expect(check({ role: null, isSupport: true }, 'workspace.view')).toBe('workspace.not_found');
    expect(check({ role: null, isSupport: true, supportAllowed: true }, 'admin.access')).toBeNull();
    expect(check({ role: null, isSupport: true, supportAllowed: true }, 'members.manage')).toBe('permission.denied');
  });

  it('shows a workspace pending deletion to its administrators only', () => {
    const pending = { kind: 'workspace', type: 'business', pendingDeletion: true } as const;
    expect(check(owner, 'workspace.reactivate', pending)).toBeNull();
    expect(check({ role: null, userRole: 'admin' }, 'workspace.view', pending)).toBeNull();
    expect(check(member, 'workspace.view', pending)).toBe('workspace.not_found');
    expect(check(member, 'members.manage', pending)).toBe('workspace.not_found');
    expect(check({ role: null, isSupport: true, supportAllowed: true }, 'admin.access', pending)).toBe('workspace.not_found');
    expect(check(member, 'workspace.view', { ...pending, pendingDeletion: false })).toBeNull();
  });

  it('never lets a personal workspace be left or deleted on its own', () => {
    const personal = { kind: 'workspace', type: 'individual' } as const;
    expect(check(owner, 'workspace.leave', personal)).toBe('permission.denied');
    expect(check(owner, 'workspace.delete', personal)).toBe('permission.denied');
    expect(check(owner, 'workspace.manage', personal)).toBeNull();
    expect(check(member, 'workspace.leave', { kind: 'workspace', type: 'business' })).toBeNull();
  });

  it('has company settings only in companies', () => {
    expect(check(owner, 'company.support.manage', { kind: 'workspace', type: 'individual' })).toBe('permission.denied');
    expect(check(owner, 'company.support.manage', { kind: 'workspace', type: 'aggregator' })).toBe('permission.denied');
    expect(check(owner, 'company.support.manage', { kind: 'workspace', type: 'business' })).toBeNull();
  });

  it('lets only members leave (support staff are not members)', () => {
    const company = { kind: 'workspace', type: 'business' } as const;
    expect(check({ role: null, userRole: 'admin' }, 'workspace.leave', company)).toBe('permission.denied');
  });
});

describe('rules about members', () => {
  it('lets only an owner manage an owner', () => {
    const targetOwner = { kind: 'member', role: 'owner', administrators: 2 } as const;
    expect(check(administrator, 'members.manage', targetOwner)).toBe('permission.denied');
    expect(check({ role: null, userRole: 'admin' }, 'members.manage', targetOwner)).toBe('permission.denied');
    expect(check(owner, 'members.manage', targetOwner)).toBeNull();
    expect(check(administrator, 'members.manage', { kind: 'member', role: 'administrator', administrators: 2 })).toBeNull();
  });

  it('keeps the last administrator: not removed, not demoted, not leaving', () => {
    const last = { kind: 'member', role: 'administrator', administrators: 1 } as const;
    expect(check(owner, 'members.manage', last)).toBe('workspace.last_administrator');
    expect(check(owner, 'members.manage', { ...last, newRole: 'member' })).toBe('workspace.last_administrator');
    expect(check(administrator, 'workspace.leave', last)).toBe('workspace.last_administrator');
    // staying an administrator is no loss, and a second administrator may go
    expect(check(owner, 'members.manage', { ...last, newRole: 'administrator' })).toBeNull();
    expect(check(owner, 'members.manage', { ...last, administrators: 2 })).toBeNull();
    expect(check(member, 'workspace.leave', { kind: 'member', role: 'member', administrators: 1 })).toBeNull();
  });

  it('still asks for the grant before any rule of the object', () => {
    expect(check(member, 'members.manage', { kind: 'member', role: 'member', administrators: 3 })).toBe('permission.denied');
  });
});

describe('rules of the recruitment module and the admin center', () => {
  const position = { kind: 'position', linkedUserIds: ['e', 'g'] } as const;

  it('lets evaluators and managers act only on the positions they are linked to; the admin on all', () => {
    expect(check({ userId: 'e', role: null, recruitmentRole: 'evaluator' }, 'recruitment.positions.evaluate', position)).toBeNull();
    expect(check({ userId: 'x', role: null, recruitmentRole: 'evaluator' }, 'recruitment.positions.evaluate', position)).toBe(
      'permission.denied',
    );
    expect(check({ userId: 'e', role: null, recruitmentRole: 'evaluator' }, 'recruitment.positions.manage', position)).toBe(
      'permission.denied',
    );
    expect(check({ userId: 'g', role: 'member', recruitmentRole: 'manager' }, 'recruitment.positions.manage', position)).toBeNull();
    expect(check({ userId: 'x', role: null, recruitmentRole: 'manager' }, 'recruitment.positions.manage', position)).toBe(
      'permission.denied',
    );
    expect(check({ userId: 'x', role: null, recruitmentRole: 'admin' }, 'recruitment.positions.manage', position)).toBeNull();
    expect(check(administrator, 'recruitment.positions.evaluate', position)).toBeNull();
  });

  it('never uninstalls a native integration', () => {
    expect(check(administrator, 'company.integrations.uninstall', { kind: 'integration', native: true })).toBe('permission.denied');
    expect(check(administrator, 'company.integrations.uninstall', { kind: 'integration', native: false })).toBeNull();
    expect(check(member, 'company.integrations.uninstall', { kind: 'integration', native: false })).toBe('permission.denied');
  });
});

describe('contents and pathways someone authored', () => {
  const authored = { kind: 'authored', authorId: 'autora' } as const;
  it("its author changes it with content.create; a manager of the workspace changes anyone's", () => {
    expect(check({ userId: 'autora', role: 'content_creator' }, 'content.create', authored)).toBeNull();
    expect(check({ userId: 'outra', role: 'content_creator' }, 'content.create', authored)).toBe('permission.denied');
    expect(check({ userId: 'admin', role: 'administrator' }, 'content.create', authored)).toBeNull();
    expect(check({ userId: 'dona', role: 'member', userRole: 'admin' }, 'content.create', authored)).toBeNull();
  });
  it('a member cannot change even what they once wrote, and another tenant does not see it', () => {
    expect(check({ userId: 'autora', role: 'member' }, 'content.create', authored)).toBe('permission.denied');
    expect(check({ userId: 'autora', role: null }, 'content.create', authored)).toBe('workspace.not_found');
  });
});

describe('role helpers derived from the grant table', () => {
  it('names the administrative roles and the company user role that follows a workspace role', () => {
    expect(rolesWith('members.manage')).toEqual(['owner', 'administrator']);
    expect(companyUserRoleOf('administrator')).toBe('admin');
    expect(companyUserRoleOf('content_creator')).toBe('user');
  });
});
