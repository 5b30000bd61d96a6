import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DomainTree, nameProblems, readDomainTree } from './domain-names.ts';
import { ROOT, runTool, writeSamples } from './run-tool.ts';

// A sample laid out like the repository: "positions" is well named; recruitment's web feature and words were left
// under an old name ("jobs"), and one journey is named after no domain.
const SAMPLE: Record<string, string> = {
  'packages/contract/src/positions/endpoints.ts': '',
  'packages/contract/src/http/endpoint.ts': '',
  'apps/server/src/modules/positions/index.ts': '',
  'apps/web/src/features/positions/routes.tsx': '',
  'apps/web/src/features/jobs/routes.tsx': '',
  'apps/web/src/lib/i18n/locales/pt-BR/positions.json': '{}',
  'apps/web/src/lib/i18n/locales/pt-BR/jobs.json': '{}',
  'apps/e2e/tests/positions-discovery.spec.ts': '',
  'apps/e2e/tests/recruiting.spec.ts': '',
};

let samples: Awaited<ReturnType<typeof writeSamples>>;
beforeAll(async () => {
  samples = await writeSamples(SAMPLE);
});
afterAll(() => samples.cleanup());

describe('one name per domain', () => {
  it('reads the layers of a tree, the contract kit aside', () => {
    expect(readDomainTree(`${ROOT}/${samples.dir}`)).toEqual({
      contract: ['positions'],
      server: ['positions'],
      web: expect.arrayContaining(['jobs', 'positions']),
      locales: expect.arrayContaining(['jobs', 'positions']),
      e2e: expect.arrayContaining(['positions-discovery', 'recruiting']),
    });
  });

  it('fails on a misnamed domain and on a journey named after no domain', () => {
    const problems = nameProblems(readDomainTree(`${ROOT}/${samples.dir}`), []);
    expect(problems).toEqual([
      'jobs: in web, locales but not in contract (rename it to one name, or add an exception with its reason)',
      'jobs: in web, locales but not in server (rename it to one name, or add an exception with its reason)',
      'e2e recruiting.spec.ts: its name starts with no domain (<domain>[-<what>].spec.ts)',
    ]);
  });

  it('accepts an exception with its reason, and refuses one that no longer applies', () => {
    const tree: DomainTree = {
      contract: ['positions'],
      server: ['positions'],
      web: ['positions'],
      locales: ['positions', 'common'],
      e2e: [],
    };
    const common = { name: 'common', missingFrom: ['contract', 'server', 'web'] as const, why: 'shared words' };
    expect(nameProblems(tree, [{ ...common, missingFrom: [...common.missingFrom] }])).toEqual([]);
    expect(nameProblems({ ...tree, web: ['positions', 'common'] }, [{ ...common, missingFrom: [...common.missingFrom] }])).toEqual([
      'common: the exception for web is stale, it is there now',
    ]);
  });

  it('holds for the repository', () => {
    const { status, output } = runTool('tsx', ['tooling/check-names.ts']);
    expect(output).toContain('names: every domain has one name');
    expect(status).toBe(0);
  });
});
