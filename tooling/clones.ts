import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

// jscpd's CommonJS build: its ES build imports its own TypeScript sources under tsx, which do not load
const { detectClones } = createRequire(import.meta.url)('jscpd') as typeof import('jscpd');

/** A clone of more than this many lines between two domains fails the check. */
export const MAX_CLONE_LINES = 10;

/** Where copy-paste is looked for: the code, not its tests nor its declarative endpoint definitions. */
const SCANNED = ['apps/server/src', 'apps/web/src', 'packages/contract/src'];
const IGNORED = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/test-utils.tsx',
  '**/endpoints.ts',
  '**/*-endpoints.ts',
  '**/node_modules/**',
  '**/dist/**',
];

export interface Clone {
  lines: number;
  a: { path: string; start: number; end: number };
  b: { path: string; start: number; end: number };
}

/** The domain a file belongs to: its web feature or server module; other code is its folder (lib, platform, ...). */
export function homeOf(path: string): string {
  const match =
    /^apps\/web\/src\/features\/[^/]+/.exec(path) ??
    /^apps\/server\/src\/modules\/[^/]+/.exec(path) ??
    /^(apps\/[^/]+\/src\/[^/.]+|packages\/contract\/src\/[^/.]+)/.exec(path);
  return match?.[0] ?? path;
}

/** The lines (1-based) of a file's import statements. */
function importLines(text: string): Set<number> {
  const lines = new Set<number>();
  let inside = false;
  text.split('\n').forEach((line, index) => {
    if (/^import\s/.test(line)) inside = true;
    if (inside) lines.add(index + 1);
    if (inside && /;\s*$/.test(line)) inside = false;
  });
  return lines;
}

/** The lines of one side of a clone that are not import statements: the same list of imports is not copied logic. */
const logicLines = (side: Clone['a'], root: string) => {
  const imports = importLines(readFileSync(join(root, side.path), 'utf8'));
  let count = 0;
  for (let line = side.start; line <= side.end; line++) if (!imports.has(line)) count++;
  return count;
};

/** A clone the check refuses: more than MAX_CLONE_LINES lines besides imports, between two web features or two server modules. */
export function isCrossDomain(clone: Clone, root: string): boolean {
  const [a, b] = [homeOf(clone.a.path), homeOf(clone.b.path)];
  const domains = /^apps\/(web\/src\/features|server\/src\/modules)\//;
  if (a === b || !domains.test(`${a}/`) || !domains.test(`${b}/`)) return false;
  return Math.min(logicLines(clone.a, root), logicLines(clone.b, root)) > MAX_CLONE_LINES;
}

/** Every clone of at least `minLines` lines under the scanned folders of `root`. */
export async function findClones(root: string, minLines = MAX_CLONE_LINES): Promise<Clone[]> {
  const found = await detectClones({
    path: SCANNED.map((folder) => `${root}/${folder}`),
    ignore: IGNORED,
    format: ['typescript', 'tsx'],
    minLines,
    silent: true,
    reporters: [],
    absolute: true,
    gitignore: false,
  });
  const side = (duplication: (typeof found)[number]['duplicationA']) => ({
    path: relative(root, duplication.sourceId),
    start: duplication.start.line,
    end: duplication.end.line,
  });
  return found.map((clone) => ({
    lines: clone.duplicationA.end.line - clone.duplicationA.start.line + 1,
    a: side(clone.duplicationA),
    b: side(clone.duplicationB),
  }));
}
