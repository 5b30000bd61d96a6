import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findClones, homeOf, isCrossDomain } from './clones.ts';
import { ROOT, writeSamples } from './run-tool.ts';

// Fifteen lines of logic, as a feature would write them.
const logic = (word: string) =>
  Array.from(
    { length: 15 },
    (_, line) => `  const ${word}${line} = input.filter((item) => item.size > ${line}).map((item) => item.name + '${line}');`,
  ).join('\n');
const fn = (name: string, word = 'step') =>
  `export function ${name}(input: { size: number; name: string }[]) {\n${logic(word)}\n  return input;\n}\n`;
const IMPORTS = Array.from({ length: 14 }, (_, line) => `import { thing${line} } from '../../../lib/ui/thing-${line}.tsx';`).join('\n');

const SAMPLE: Record<string, string> = {
  // the same logic in two web features: refused
  'apps/web/src/features/alpha/sort.ts': fn('sortAlpha'),
  'apps/web/src/features/beta/sort.ts': fn('sortBeta'),
  // twice inside one server module: a matter for that module, not the check
  'apps/server/src/modules/gamma/one.ts': fn('one', 'part'),
  'apps/server/src/modules/gamma/two.ts': fn('two', 'part'),
  // the same imports in two features: not copied logic
  'apps/web/src/features/delta/page.tsx': `${IMPORTS}\nexport const delta = [${Array.from({ length: 14 }, (_, i) => `thing${i}`).join(', ')}].length + 1;\n`,
  'packages/contract/src/index.ts': 'export {};\n',
  'apps/web/src/features/omega/page.tsx': `${IMPORTS}\nexport const omega = () => [thing0, thing1, thing2, thing3, thing4].map(String);\n`,
};

let samples: Awaited<ReturnType<typeof writeSamples>>;
beforeAll(async () => {
  samples = await writeSamples(SAMPLE);
});
afterAll(() => samples.cleanup());

describe('the copy-paste check', () => {
  it('names each file’s home: its feature, its module, or its folder', () => {
    expect(homeOf('apps/web/src/features/positions/search/page.tsx')).toBe('apps/web/src/features/positions');
    expect(homeOf('apps/server/src/modules/wallet/providers/stripe.ts')).toBe('apps/server/src/modules/wallet');
    expect(homeOf('apps/web/src/lib/ui/card.tsx')).toBe('apps/web/src/lib');
  });

  it('refuses a clone between two features and allows one inside a module or of imports only', async () => {
    const root = `${ROOT}/${samples.dir}`;
    const clones = await findClones(root);
    const between = (a: string, b: string) =>
      clones.filter((clone) => [clone.a.path, clone.b.path].sort().join(' ') === [a, b].sort().join(' '));
    const features = between('apps/web/src/features/alpha/sort.ts', 'apps/web/src/features/beta/sort.ts');
    expect(features.length).toBe(1);
    expect(features.every((clone) => isCrossDomain(clone, root))).toBe(true);
    const module = between('apps/server/src/modules/gamma/one.ts', 'apps/server/src/modules/gamma/two.ts');
    expect(module.length).toBe(1);
    expect(module.some((clone) => isCrossDomain(clone, root))).toBe(false);
    const imports = between('apps/web/src/features/delta/page.tsx', 'apps/web/src/features/omega/page.tsx');
    expect(imports.length).toBe(1);
    expect(imports.some((clone) => isCrossDomain(clone, root))).toBe(false);
    expect(clones.filter((clone) => isCrossDomain(clone, root))).toEqual(features);
  });
});
