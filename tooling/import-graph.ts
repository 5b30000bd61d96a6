import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import { parseSync } from 'oxc-parser';

/** One import of a file: what it names and, for files of the repository, the file it resolves to. */
export interface ImportEdge {
  from: string;
  specifier: string;
  /** repository-relative path of the imported file; null for packages (fastify, react, ...) */
  to: string | null;
  /** `import type`: erased at run time, so it cannot make a load-order cycle */
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'drizzle', 'test-results', 'playwright-report', 'data', '.tmp', '.git']);
/** Where source lives; anything else (configs at the root, generated files) is not part of the graph. */
const SOURCE_ROOTS = ['packages', 'apps', 'scripts', 'tooling'];
/** Workspace packages, by import name, to the folder their `exports` map onto. */
const WORKSPACE_PACKAGES: Record<string, string> = { '@trilha/contract': 'packages/contract/src' };

function listSources(root: string, dir: string, found: string[]): string[] {
  if (!existsSync(join(root, dir))) return found;
  for (const name of readdirSync(join(root, dir))) {
    if (SKIPPED_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) listSources(root, path, found);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) found.push(path.split(sep).join('/'));
  }
  return found;
}

function firstExisting(root: string, candidates: string[]): string | null {
  return candidates.find((candidate) => existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile()) ?? null;
}

/** The repository file an import names, or null when it names a package from node_modules. */
function resolveImport(root: string, from: string, specifier: string): string | null {
  const workspace = Object.keys(WORKSPACE_PACKAGES).find((name) => specifier === name || specifier.startsWith(`${name}/`));
  let base: string;
  if (workspace) {
    const folder = WORKSPACE_PACKAGES[workspace] as string;
    const rest = specifier.slice(workspace.length);
    base = rest ? `${folder}${rest}` : `${folder}/index`;
  } else if (specifier.startsWith('.')) {
    base = relative(root, join(root, dirname(from), specifier))
      .split(sep)
      .join('/');
  } else {
    return null;
  }
  const candidates = extname(base) ? [base] : [];
  candidates.push(`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`);
  return firstExisting(root, candidates) ?? base;
}

/** Every import of every source file under `root`, parsed with oxc (TypeScript 7 has no compiler API). */
export function importGraph(root: string): ImportEdge[] {
  const files = SOURCE_ROOTS.flatMap((dir) => listSources(root, dir, []));
  const edges: ImportEdge[] = [];
  for (const from of files) {
    const source = readFileSync(join(root, from), 'utf8');
    const { module, errors } = parseSync(from, source);
    if (errors.length > 0) throw new Error(`${from}: ${errors[0]?.message}`);
    const add = (specifier: string, typeOnly: boolean) =>
      edges.push({ from, specifier, to: resolveImport(root, from, specifier), typeOnly });
    for (const entry of module.staticImports) {
      add(entry.moduleRequest.value, entry.entries.length > 0 && entry.entries.every((item) => item.isType));
    }
    for (const declaration of module.staticExports) {
      const requests = declaration.entries.filter((entry) => entry.moduleRequest);
      if (requests.length === 0) continue;
      add(
        requests[0]?.moduleRequest?.value as string,
        requests.every((entry) => entry.isType),
      );
    }
    for (const dynamic of module.dynamicImports) {
      const text = source.slice(dynamic.moduleRequest.start, dynamic.moduleRequest.end);
      const literal = /^(['"`])([^'"`$]+)\1$/.exec(text);
      if (literal?.[2]) add(literal[2], false);
    }
  }
  return edges;
}
