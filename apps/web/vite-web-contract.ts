// The web calls an endpoint by its method and path only (lib/api/client.ts); the rest of a contract endpoint (request
// and response schemas, summary, permission) is the server's. Every `defineEndpoint({...})` of the contract's
// *endpoints.ts files becomes `{ method, path }` in the web build, so a screen that calls an endpoint no longer ships
// its schemas (and zod, and libphonenumber through the phone rules), which the sign-in's JavaScript budget cannot
// afford. A screen that
// validates a form imports the schema itself, by name, from the contract.
// Every other top-level `const x = call(...)` of the contract (a schema built from a helper or another schema:
// passwordsMatch(z.object(...)), applicationItem.extend(...)) is marked pure, as the contract's package.json says its
// modules are: a screen that does not use a schema does not ship it.
import { parseSync } from 'oxc-parser';
import type { Plugin } from 'vite';

const CONTRACT_FILE = /[\\/]packages[\\/]contract[\\/]src[\\/].*\.ts$/;
const ENDPOINTS_FILE = /endpoints\.ts$/;
const KEPT = new Set(['method', 'path']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function* nodes(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) yield* nodes(item);
    return;
  }
  if (typeof (node as Node).type === 'string') yield node as Node;
  for (const value of Object.values(node)) if (value && typeof value === 'object') yield* nodes(value);
}

type Edit = { start: number; end: number; text: string };

/** `/* @__PURE__ *\/` before each top-level `const x = call(...)` (or `new X(...)`). */
function pureTopLevelCalls(program: Node): Edit[] {
  const edits: Edit[] = [];
  for (let statement of program.body as Node[]) {
    if (statement.type === 'ExportNamedDeclaration') statement = statement.declaration as Node;
    if (statement?.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init?.type === 'CallExpression' || init?.type === 'NewExpression')
        edits.push({ start: init.start, end: init.start, text: '/* @__PURE__ */ ' });
    }
  }
  return edits;
}

/** `defineEndpoint({ method, path, ... })` → `{ method, path }`. */
function endpointRoutes(code: string, file: string, program: Node): Edit[] {
  const edits: Edit[] = [];
  for (const node of nodes(program)) {
    const callee = node.callee as Node | undefined;
    if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== 'defineEndpoint') continue;
    const [definition] = node.arguments as Node[];
    if (definition?.type !== 'ObjectExpression') throw new Error(`${file}: defineEndpoint takes an object literal`);
    const kept = (definition.properties as Node[]).filter(
      (property) => property.type === 'Property' && KEPT.has((property.key as Node & { name?: string }).name ?? ''),
    );
    if (kept.length !== KEPT.size) throw new Error(`${file}: an endpoint without a literal method and path`);
    edits.push({ start: node.start, end: node.end, text: `({ ${kept.map((p) => code.slice(p.start, p.end)).join(', ')} })` });
  }
  return edits;
}

/** A contract module as the web build sees it: endpoints as method and path, top-level calls pure. */
export function webContractModule(code: string, file: string): string | null {
  const { program, errors } = parseSync(file, code);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`);
  const routes = ENDPOINTS_FILE.test(file) ? endpointRoutes(code, file, program as unknown as Node) : [];
  // a call replaced whole by its route needs no annotation
  const pure = pureTopLevelCalls(program as unknown as Node).filter(
    (edit) => !routes.some((r) => r.start <= edit.start && edit.start < r.end),
  );
  const edits = [...routes, ...pure];
  if (edits.length === 0) return null;
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

export function webContract(): Plugin {
  return {
    name: 'trilha-web-contract',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CONTRACT_FILE.test(file)) return null;
      const out = webContractModule(code, file);
      return out === null ? null : { code: out, map: null };
    },
  };
}
