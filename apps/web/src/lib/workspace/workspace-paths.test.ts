import type { WorkspaceSummary } from '@trilha/contract';
import { describe, expect, it } from 'vitest';
import { autoSelectWorkspace, homeOf, lastWorkspaceHome } from './workspace-paths.ts';

const ws = (id: string, type: WorkspaceSummary['type'], extra: Partial<WorkspaceSummary> = {}) =>
  ({ id, type, subdomain: type === 'individual' ? null : id, role: 'member', deletionRequest: null, ...extra }) as WorkspaceSummary;

describe('autoSelectWorkspace', () => {
  it('goes to the individual home with one workspace', () => {
    expect(autoSelectWorkspace([ws('me', 'individual')], null)?.id).toBe('me');
  });
  it('goes to the business workspace when it is the only one besides the personal one', () => {
    expect(autoSelectWorkspace([ws('me', 'individual'), ws('acme', 'business')], null)?.id).toBe('acme');
  });
  it('goes to the last selected one with an aggregator and two workspaces', () => {
    const list = [ws('me', 'individual'), ws('portal', 'aggregator')];
    expect(autoSelectWorkspace(list, 'portal')?.id).toBe('portal');
    expect(autoSelectWorkspace(list, 'me')?.id).toBe('me');
    expect(autoSelectWorkspace(list, null)).toBeNull();
  });
  it('shows the selection otherwise', () => {
    expect(autoSelectWorkspace([ws('me', 'individual'), ws('a', 'business'), ws('b', 'business')], 'a')).toBeNull();
  });
  it('ignores workspaces being deleted for plain members', () => {
    const deleting = ws('acme', 'business', { deletionRequest: { status: 'PENDING', requestedAt: '' } });
    expect(autoSelectWorkspace([ws('me', 'individual'), deleting], null)?.id).toBe('me');
  });
});

describe('homeOf', () => {
  it('maps each kind to its home', () => {
    expect(homeOf(ws('me', 'individual'))).toBe('/my');
    expect(homeOf(ws('acme', 'business'))).toBe('/c/acme');
    expect(homeOf(ws('vagas', 'aggregator'))).toBe('/p/vagas');
    expect(homeOf(ws('agro', 'agro'))).toBe('/p/agro');
  });
});

describe('lastWorkspaceHome (the account screens go back to the workspace)', () => {
  const list = [ws('me', 'individual'), ws('acme', 'business')];
  it('goes to the home of the workspace last used', () => {
    expect(lastWorkspaceHome(list, 'acme')).toBe('/c/acme');
    expect(lastWorkspaceHome(list, 'me')).toBe('/my');
  });
  it('goes to the selection when that workspace is gone', () => {
    expect(lastWorkspaceHome(list, 'gone')).toBe('/');
    expect(lastWorkspaceHome(list, null)).toBe('/');
  });
});
