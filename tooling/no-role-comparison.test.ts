import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool, writeSamples } from './run-tool.ts';

const MESSAGE = 'Role comparison outside packages/contract/src/permissions/';

const BROKEN = `declare const member: { role: string; userRole: string };
declare const role: string;
export const a = member.role === 'owner';
export const b = role !== 'administrator';
export const c = 'admin' === member.userRole;
export const d = member.role === 'anything';
export const e = ['owner', 'administrator'].includes(member.role);
`;
const FINE = `declare const member: { role: string; status: string };
declare const chosen: string;
export const a = member.status === 'active';
export const b = chosen !== member.role;
export const c = ['active', 'removed'].includes(member.status);
`;

let samples: Awaited<ReturnType<typeof writeSamples>>;
beforeAll(async () => {
  samples = await writeSamples({
    'apps/server/src/modules/broken/broken.service.ts': BROKEN,
    'apps/web/src/features/fine/fine.ts': FINE,
    'packages/contract/src/permissions/rules.ts': BROKEN,
  });
});
afterAll(() => samples.cleanup());

describe('lint: no role comparison outside the permission model', () => {
  it('refuses each role comparison of a broken sample', () => {
    const { status, output } = runTool('biome', ['lint', join(samples.dir, 'apps/server/src/modules/broken/broken.service.ts')]);
    expect(status).not.toBe(0);
    expect(output.split(MESSAGE).length - 1).toBe(5);
  });

  it('lets other comparisons through', () => {
    const { status, output } = runTool('biome', ['lint', join(samples.dir, 'apps/web/src/features/fine/fine.ts')]);
    expect(output).not.toContain(MESSAGE);
    expect(status).toBe(0);
  });

  it('allows them inside packages/contract/src/permissions/', () => {
    const { status, output } = runTool('biome', ['lint', join(samples.dir, 'packages/contract/src/permissions/rules.ts')]);
    expect(output).not.toContain(MESSAGE);
    expect(status).toBe(0);
  });
});
