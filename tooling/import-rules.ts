import type { ImportEdge } from './import-graph.ts';

/** One rule of the import boundaries; `forbids` is asked about every import of the repository. */
interface BoundaryRule {
  name: string;
  why: string;
  /** 'warn' reports without failing: only for a rule whose fix is under way elsewhere, with a comment saying so */
  severity: 'error' | 'warn';
  forbids: (edge: ImportEdge) => boolean;
}

export interface ImportProblem {
  severity: 'error' | 'warn';
  text: string;
}

const featureOf = (path: string | null) => /^apps\/web\/src\/features\/([^/]+)\//.exec(path ?? '')?.[1] ?? null;
const serverModuleOf = (path: string | null) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(path ?? '')?.[1] ?? null;
/** A file of a server module that runs in the app: tests and their fixtures may reach anything. */
const isServerModuleCode = (path: string) =>
  /^apps\/server\/src\/modules\//.test(path) && !/(\.test|test-fixtures|test-support)\.ts$/.test(path);

export const BOUNDARY_RULES: BoundaryRule[] = [
  {
    name: 'data-files-no-http',
    severity: 'error',
    why: '*.data.ts files only touch tables: no HTTP code (AppError, Fastify, the request pipeline) in them',
    forbids: ({ from, specifier, to }) =>
      from.endsWith('.data.ts') && (/^apps\/server\/src\/platform\/http\//.test(to ?? '') || /^(fastify|@fastify\/)/.test(specifier)),
  },
  {
    name: 'tables-only-in-data-files',
    severity: 'error',
    why: 'in a server module only *.data.ts files touch tables: drizzle-orm and db/schema, row types included (a service takes them from its data file)',
    forbids: ({ from, specifier, to }) =>
      isServerModuleCode(from) &&
      !from.endsWith('.data.ts') &&
      (/^drizzle-orm/.test(specifier) || /^apps\/server\/src\/db\/schema\//.test(to ?? '')),
  },
  {
    name: 'http-only-in-routes',
    severity: 'error',
    why: 'in a server module only *.routes.ts files see the request: they parse it and hand plain values to services',
    forbids: ({ from, specifier }) => isServerModuleCode(from) && !from.endsWith('.routes.ts') && /^(fastify|@fastify\/)/.test(specifier),
  },
  {
    name: 'server-modules-through-index',
    severity: 'error',
    why: "a server module reaches another only through that module's index.ts, its public surface",
    forbids: ({ from, to }) => {
      const source = serverModuleOf(from);
      const target = serverModuleOf(to);
      return source !== null && target !== null && source !== target && !to?.endsWith(`/modules/${target}/index.ts`);
    },
  },
  {
    name: 'platform-not-modules',
    severity: 'error',
    why: 'platform code serves every module and knows none of them',
    forbids: ({ from, to }) => from.startsWith('apps/server/src/platform/') && (to ?? '').startsWith('apps/server/src/modules/'),
  },
  {
    name: 'web-features-through-public',
    severity: 'error',
    why: "a web feature (and app/) reaches another feature only through that feature's public.ts, its public surface",
    forbids: ({ from, to }) => {
      const target = featureOf(to);
      return (
        target !== null &&
        from.startsWith('apps/web/src/') &&
        !from.startsWith('apps/web/src/lib/') &&
        featureOf(from) !== target &&
        to !== `apps/web/src/features/${target}/public.ts`
      );
    },
  },
  {
    name: 'web-lib-not-features',
    severity: 'error',
    why: 'lib/ is the kit every feature shares: it imports neither features nor app/ (a feature plugs into it through a slot)',
    forbids: ({ from, to }) => from.startsWith('apps/web/src/lib/') && /^apps\/web\/src\/(features|app)\//.test(to ?? ''),
  },
  {
    name: 'web-not-server',
    severity: 'error',
    why: 'the web app talks to the server through the contract, never its source',
    forbids: ({ from, to }) => from.startsWith('apps/web/') && (to ?? '').startsWith('apps/server/'),
  },
  {
    name: 'contract-standalone',
    severity: 'error',
    why: 'the contract is shared by server and web and imports neither',
    forbids: ({ from, to }) => from.startsWith('packages/contract/') && (to ?? '').startsWith('apps/'),
  },
];

/** The import cycles among repository files (run-time imports only), each as the files of one strongly connected group. */
export function findCycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const edge of edges) {
    if (!edge.to || edge.typeOnly) continue;
    if (!next.has(edge.from)) next.set(edge.from, new Set());
    next.get(edge.from)?.add(edge.to);
  }
  // Tarjan's strongly connected components, iteratively so deep graphs cannot overflow the stack
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; children: string[] }[] = [];
    const visit = (node: string) => {
      index.set(node, counter);
      low.set(node, counter);
      counter += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, children: [...(next.get(node) ?? [])] });
    };
    visit(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; children: string[] };
      const child = frame.children.shift();
      if (child !== undefined) {
        if (!index.has(child)) visit(child);
        else if (onStack.has(child)) low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(child) ?? 0));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop();
          if (member === undefined) break;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        const selfLoop = group.length === 1 && next.get(frame.node)?.has(frame.node);
        if (group.length > 1 || selfLoop) cycles.push(group.sort());
      }
    }
  }
  return cycles;
}

/** Every broken boundary and every cycle, as lines for a person to read; empty when the tree is clean. */
export function importProblems(edges: ImportEdge[]): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const rule of BOUNDARY_RULES) {
    for (const edge of edges.filter(rule.forbids)) {
      problems.push({ severity: rule.severity, text: `${rule.name}: ${edge.from} imports ${edge.to ?? edge.specifier} (${rule.why})` });
    }
  }
  for (const cycle of findCycles(edges)) problems.push({ severity: 'error', text: `no-circular: ${cycle.join(' -> ')}` });
  return problems;
}
