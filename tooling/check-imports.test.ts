import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importGraph } from './import-graph.ts';
import { importProblems } from './import-rules.ts';
import { ROOT, writeSamples } from './run-tool.ts';

// A small tree that breaks every rule once, laid out like the repository.
const BROKEN: Record<string, string> = {
  'apps/server/src/platform/http/app-error.ts': 'export class AppError extends Error {}\n',
  'apps/server/src/modules/things/things.data.ts':
    "import { AppError } from '../../platform/http/app-error.ts';\nexport const a = AppError;\n",
  'apps/server/src/modules/things/things.service.ts': "import { b } from '../others/others.service.ts';\nexport const c = b;\n",
  'apps/server/src/modules/others/others.service.ts': "import { sql } from 'drizzle-orm';\nexport const b = sql`1`;\n",
  'apps/server/src/modules/others/index.ts': "export { b } from './others.service.ts';\n",
  // a service that reads the request itself, and one that takes a row type from db/schema instead of its data file
  'apps/server/src/modules/things/upload.service.ts':
    "import type { FastifyRequest } from 'fastify';\nexport const upload = (request: FastifyRequest) => request.body;\n",
  'apps/server/src/modules/things/rows.service.ts':
    "import type { ThingRow } from '../../db/schema/index.ts';\nexport const title = (row: ThingRow) => row.title;\n",
  // the same imports where they belong: the request in a route, the table and its row type in a data file
  'apps/server/src/db/schema/index.ts': 'export const things = {};\nexport type ThingRow = { title: string };\n',
  'apps/server/src/modules/things/things.routes.ts':
    "import type { FastifyRequest } from 'fastify';\nexport const read = (request: FastifyRequest) => request.body;\n",
  'apps/server/src/modules/things/rows.data.ts':
    "import { type ThingRow, things } from '../../db/schema/index.ts';\nexport type { ThingRow };\nexport const table = things;\n",
  'apps/server/src/platform/tasks.ts': "import { b } from '../modules/others/index.ts';\nexport const d = b;\n",
  'apps/web/src/features/one/page.tsx': "import { two } from '../two/two.ts';\nexport const Page = () => <p>{two}</p>;\n",
  'apps/web/src/features/two/two.ts': "export const two = 'two';\n",
  // a feature's public surface: other features and app/ import it (and only it), lib/ not even it
  'apps/web/src/features/two/public.ts': "export { two } from './two.ts';\n",
  'apps/web/src/features/one/fine.tsx': "import { two } from '../two/public.ts';\nexport const Fine = () => <p>{two}</p>;\n",
  'apps/web/src/app/shell.tsx':
    "import { two } from '../features/two/public.ts';\nimport { two as deep } from '../features/two/two.ts';\nexport const shell = [two, deep];\n",
  'apps/web/src/lib/shell/menu.ts': "import { two } from '../../features/two/public.ts';\nexport const menu = two;\n",
  'apps/web/src/lib/server-peek.ts': "import { b } from '../../../server/src/modules/others/index.ts';\nexport const e = b;\n",
  'packages/contract/src/peek.ts': "import { two } from '../../../apps/web/src/features/two/two.ts';\nexport const f = two;\n",
  'packages/contract/src/left.ts': "import { right } from './right.ts';\nexport const left = () => right();\n",
  'packages/contract/src/right.ts': "import { left } from './left.ts';\nexport const right = () => left;\n",
  'packages/contract/src/types-only.ts': "import type { Left } from './types-back.ts';\nexport type Right = Left;\n",
  'packages/contract/src/types-back.ts': "import type { Right } from './types-only.ts';\nexport type Left = Right | 1;\n",
};

let samples: Awaited<ReturnType<typeof writeSamples>>;
beforeAll(async () => {
  samples = await writeSamples(BROKEN);
});
afterAll(() => samples.cleanup());

describe('import boundaries', () => {
  it('names every broken boundary and the run-time cycle of a broken sample', () => {
    const problems = importProblems(importGraph(`${ROOT}/${samples.dir}`)).map((problem) => problem.text.split(' (')[0]);
    expect(problems.sort()).toEqual(
      [
        'contract-standalone: packages/contract/src/peek.ts imports apps/web/src/features/two/two.ts',
        'data-files-no-http: apps/server/src/modules/things/things.data.ts imports apps/server/src/platform/http/app-error.ts',
        'no-circular: packages/contract/src/left.ts -> packages/contract/src/right.ts',
        'platform-not-modules: apps/server/src/platform/tasks.ts imports apps/server/src/modules/others/index.ts',
        'tables-only-in-data-files: apps/server/src/modules/others/others.service.ts imports drizzle-orm',
        'tables-only-in-data-files: apps/server/src/modules/things/rows.service.ts imports apps/server/src/db/schema/index.ts',
        'http-only-in-routes: apps/server/src/modules/things/upload.service.ts imports fastify',
        'server-modules-through-index: apps/server/src/modules/things/things.service.ts imports apps/server/src/modules/others/others.service.ts',
        'web-features-through-public: apps/web/src/features/one/page.tsx imports apps/web/src/features/two/two.ts',
        'web-features-through-public: apps/web/src/app/shell.tsx imports apps/web/src/features/two/two.ts',
        'web-lib-not-features: apps/web/src/lib/shell/menu.ts imports apps/web/src/features/two/public.ts',
        'web-not-server: apps/web/src/lib/server-peek.ts imports apps/server/src/modules/others/index.ts',
      ].sort(),
    );
  });

  it('finds no error in the repository itself', () => {
    const errors = importProblems(importGraph(ROOT)).filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => problem.text)).toEqual([]);
  });
});
