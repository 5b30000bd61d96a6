import { describe, expect, it } from 'vitest';
import { isScanned, outsideReferences, repositoryOutsideReferences } from './outside-references.ts';
import { ROOT } from './run-tool.ts';

// The samples are put together at run time, so this file holds none of the references it looks for.
const numbered = (word: string, number: number) => `${word} ${number}`;
const BROKEN = [
  `// ${numbered('Issue', 23)}, ${numbered('finding', 2)}: long searches stalled the API`,
  `describe('amounts are JSON integers only (${numbered('issue', 23)})', () => {});`,
  `/** ${numbered(['Spec', 'section'].join(' '), 6)}: native integrations cannot be disabled. */`,
  `// the budgets of ${['DESIGN', 'md'].join('.')}`,
  `// read by ${['..', 'shared', 'tools', 'check.mjs'].join('/')}`,
  `it('refuses a filter outside ${['the', "spec's"].join(' ')} values', () => {});`,
  `/** The steps in order (${['spec', ''].join(':')} resume, profile, skills). */`,
  ` * enters one directly when the selection rules decide (${'spec'}`,
  ` * ${'section'} 2). Support staff choose among the admin centers they may enter.`,
].join('\n');
const FINE = [
  "import { recordPaths } from '../shared/paths.ts';",
  '// native integrations cannot be disabled (docs/product.md, Company admin center)',
  "test('issues a token', () => {});",
  '// the shared storage every process reads',
  "test.describe('journeys', () => {}); // apps/e2e/tests/positions.spec.ts",
  'const spec = packageOf(major);',
].join('\n');

describe('no references a reader cannot follow', () => {
  it('names the file and line of each one in a broken sample', () => {
    const problems = outsideReferences('sample.ts', BROKEN);
    expect(problems.map((problem) => problem.split(': ')[0])).toEqual([
      'sample.ts:1',
      'sample.ts:1',
      'sample.ts:2',
      'sample.ts:3',
      'sample.ts:4',
      'sample.ts:5',
      'sample.ts:6',
      'sample.ts:7',
      'sample.ts:8',
      'sample.ts:8',
    ]);
    expect(problems[0]).toContain('an issue number');
    expect(problems[1]).toContain('a finding number');
  });

  it('lets imports of a shared/ folder and ordinary words through', () => {
    expect(outsideReferences('sample.ts', FINE)).toEqual([]);
  });

  it('scans source, locale words, docs, YAML and the CI script, not the lock file', () => {
    const scanned = [
      'apps/server/src/config.ts',
      'apps/web/src/app/routes.tsx',
      'scripts/build-server.mjs',
      'apps/web/src/lib/i18n/locales/pt-BR/common.json',
      'docs/architecture.md',
      'README.md',
      'compose.yaml',
      '.ci/run',
    ];
    expect(scanned.filter(isScanned)).toEqual(scanned);
    expect(['package-lock.json', 'apps/server/drizzle/meta/0000_snapshot.json', 'docs/screenshots/home.png'].filter(isScanned)).toEqual([]);
  });

  it('holds for the repository', () => {
    expect(repositoryOutsideReferences(ROOT)).toEqual([]);
  });
});
