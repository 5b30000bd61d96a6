import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool, writeSamples } from './run-tool.ts';

const FEATURE_MESSAGE = "A feature imports lib/, the contract and other features' public.ts only";
const APP_MESSAGE = 'app/ reaches a feature only through its public.ts';
const LIB_MESSAGE = 'lib/ is shared by every feature: it imports neither features nor app/.';
const E2E_MESSAGE = 'Journeys drive the app through the browser and HTTP; they never import server source.';

// A feature file at each depth below its domain folder, importing what it may and what it may not.
const SAMPLES = {
  'apps/web/src/features/alpha/routes.tsx': `import { x } from '../beta/routes.tsx';
import { y } from '../../app/router.tsx';
export const z = [x, y];
`,
  'apps/web/src/features/alpha/screens/page.tsx': `import { x } from '../../beta/api/keys.ts';
export const z = x;
`,
  'apps/web/src/features/alpha/screens/parts/card.tsx': `import { x } from '../../../beta/shared/card.tsx';
import { y } from '../../../../app/providers.tsx';
export const z = [x, y];
`,
  'apps/web/src/features/alpha/screens/fine.tsx': `import { a } from '../api/keys.ts';
import { b } from './parts/card.tsx';
import { c } from '../../../lib/api/client.ts';
import { d } from '@trilha/contract';
import { e } from '../../beta/public.ts';
export const z = [a, b, c, d, e];
`,
  // another feature's public.ts, the one file of it a feature may import, at the other depths
  'apps/web/src/features/alpha/fine.tsx': `import { x } from '../beta/public.ts';
export const z = x;
`,
  'apps/web/src/features/alpha/screens/parts/fine.tsx': `import { x } from '../../../beta/public.ts';
export const z = x;
`,
  'apps/web/src/app/shell-parts.tsx': `import { x } from '../features/alpha/public.ts';
import { y } from '../features/alpha/screens/page.tsx';
export const z = [x, y];
`,
  'apps/web/src/app/prerender/page.tsx': `import { x } from '../../features/alpha/public.ts';
import { y } from '../../features/alpha/login/login-page.tsx';
export const z = [x, y];
`,
  'apps/web/src/lib/shell/menu.ts': `import { x } from '../../features/alpha/routes.tsx';
import { y } from '../../app/routes.tsx';
import { z } from '../routing/route-table.ts';
export const w = [x, y, z];
`,
  'apps/e2e/tests/sample-support.ts': `import { DEMO_PORTALS } from '../../server/src/modules/workspaces/demo-portals.ts';
import { expect } from '../support/fixtures.ts';
export const w = [DEMO_PORTALS, expect];
`,
};

const count = (output: string, message: string) => output.split(message).length - 1;

let samples: Awaited<ReturnType<typeof writeSamples>>;
beforeAll(async () => {
  samples = await writeSamples(SAMPLES);
});
afterAll(() => samples.cleanup());

const lint = (path: keyof typeof SAMPLES) => runTool('biome', ['lint', join(samples.dir, path)]);

describe('lint: web and e2e import boundaries', () => {
  it('refuses a feature importing another feature or app/, at every depth', () => {
    for (const [path, expected] of [
      ['apps/web/src/features/alpha/routes.tsx', 2],
      ['apps/web/src/features/alpha/screens/page.tsx', 1],
      ['apps/web/src/features/alpha/screens/parts/card.tsx', 2],
    ] as const) {
      const { status, output } = lint(path);
      expect(status, path).not.toBe(0);
      expect(count(output, FEATURE_MESSAGE), path).toBe(expected);
    }
  });

  it("lets a feature import its own files, lib/, the contract and another feature's public.ts, at every depth", () => {
    for (const path of [
      'apps/web/src/features/alpha/fine.tsx',
      'apps/web/src/features/alpha/screens/fine.tsx',
      'apps/web/src/features/alpha/screens/parts/fine.tsx',
    ] as const) {
      const { status, output } = lint(path);
      expect(output, path).not.toContain(FEATURE_MESSAGE);
      expect(status, path).toBe(0);
    }
  });

  it("lets app/ import a feature's public.ts and nothing deeper", () => {
    for (const path of ['apps/web/src/app/shell-parts.tsx', 'apps/web/src/app/prerender/page.tsx'] as const) {
      const { status, output } = lint(path);
      expect(status, path).not.toBe(0);
      expect(count(output, APP_MESSAGE), path).toBe(1);
    }
  });

  it('refuses lib/ importing a feature or app/', () => {
    const { status, output } = lint('apps/web/src/lib/shell/menu.ts');
    expect(status).not.toBe(0);
    expect(count(output, LIB_MESSAGE)).toBe(2);
  });

  it('refuses a journey importing server source', () => {
    const { status, output } = lint('apps/e2e/tests/sample-support.ts');
    expect(status).not.toBe(0);
    expect(count(output, E2E_MESSAGE)).toBe(1);
  });
});
