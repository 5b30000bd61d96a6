import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { messageTemplateBody } from '@trilha/contract';
import { parseSync, Visitor } from 'oxc-parser';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env-schema.ts';
import { integrationProviders } from '../src/modules/integrations/providers.ts';
import { workplaceOf } from '../src/modules/positions/workplace-words.ts';
import { findRange } from '../src/modules/resume/resume-dates.ts';

/**
 * Every regular expression of the contract and the server, and every check of the contract's string schemas, against
 * 10,000 characters built to make a backtracking engine retry: long runs of one separator, unclosed delimiters, a
 * valid start followed by a long repeated tail and a last character that does not fit. A pattern that backtracks
 * over a run (n² or worse) takes seconds here; a linear one well under a millisecond. The patterns are found, not
 * listed: each source file is parsed (oxc) for its regex literals and `new RegExp` calls, and the contract's schemas
 * are walked from every module's exports.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TREES = ['packages/contract/src', 'apps/server/src'];
const LENGTH = 10_000;
/** What one run may take: a linear pattern over 10,000 characters takes well under 1 ms. */
const BUDGET_MS = 50;
/** Where a run is stopped (a pattern exponential in its input would never end). */
const STOP_MS = 2000;

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) sourceFiles(path, found);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}
const FILES = TREES.flatMap((tree) => sourceFiles(tree));

// ---------------------------------------------------------------------------------------------------------------------
// The inputs

interface Input {
  label: string;
  text: string;
}
const repeat = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
/** `prefix`, `unit` repeated, then `last`: 10,000 characters in all. */
const input = (prefix: string, unit: string, last = ''): Input => ({
  label: `${JSON.stringify(prefix)} + ${JSON.stringify(unit)} × ${Math.ceil((LENGTH - prefix.length - last.length) / unit.length)}${last && ` + ${JSON.stringify(last)}`}`,
  text: prefix + repeat(unit, LENGTH - prefix.length - last.length) + last,
});

/** Separators of each kind, alone and after a letter or a digit, and delimiters that open and never close. */
const UNITS = [
  ...[' ', '\t', '\n', '\r\n', '\u00a0', '{{', '}}', '{', '}', '-', '–', '.', '@', '/', '\\', ':', ',', ';', '|', '•'],
  ...["'", '"', '`', '<', '>', '%', '&', '#', '=', '?', '+', '*', '(', ')', '[', ']', '_', '$', '^', '!', '\u0000'],
  ...['0', '1', '9', 'a', 'A', 'z', 'x', 'á', 'a\u0301', 'ç', '😀', '\ud800'],
  ...['a.', 'a-', 'a@', 'a ', ' a', 'a/', 'a:', 'a,', 'a;', 'a=', 'a_', 'aA', 'a1', '1.', '1-', '1/', '1 ', '12/', '0 '],
  ...['{{ ', ' }}', '{{a', '{ ', '<a ', '<a', '<meta', '<title>', '&a', '&#', '%4', '%2', '?&', 'a=a&', '\\\\', '"a', "'a"],
  ...['( ', '[ '],
  ...['. ', ', ', ' - ', ' -', '- ', ' @ ', 'a .', ' .', '..', '--', '//', '::', '@@', 'aa@', 'a.a@', 'http://'],
];
/** A valid start of what a pattern looks for. */
const PREFIXES = [
  ...['{{', '{{ nome', 'a@b.', 'a@', 'https://a.', 'http://', '<meta ', '<title>', '<a href="', 'Bearer ', '&#x'],
  ...['+55 (11) ', '(11) 9', 'Jan 2020 ', 'março de 2019 - ', '03/2019 - ', 'Analista at ', 'São Paulo - ', 'tok_sbx_'],
  ...['adm_', 'a:b=', '?token=', '/v1/dev/', '/resetpassw/', 'Java (', '- ', 'x', '1'],
];
/** The long tails after a valid start. */
const TAILS = [' ', 'a', '.', '-', '0', 'a.', 'a ', ' a', '{{', '/', 'A'];

const INPUTS: Input[] = [
  ...UNITS.flatMap((unit) => [input('', unit), input('', unit, '!'), input('', unit, '\n')]),
  ...PREFIXES.flatMap((prefix) => TAILS.map((tail) => input(prefix, tail, '!'))),
];

// ---------------------------------------------------------------------------------------------------------------------
// The patterns of the source files

interface Case {
  label: string;
  run: (text: string) => unknown;
}

/** A regular expression as the code uses it: every match of a global one (replace), the first of another (exec). */
const regexCase = (label: string, pattern: RegExp): Case => ({
  label,
  run: (text) => {
    pattern.lastIndex = 0;
    return pattern.global ? text.replace(pattern, '') : pattern.exec(text);
  },
});

/**
 * Patterns this test finds slow in code that other work owns at the moment, by file and pattern (none today): they
 * wait for that work, every other pattern of those files is measured, and a changed pattern is measured again.
 */
const OWNED_ELSEWHERE = new Set<string>([]);

/**
 * Where a pattern is built from values (`new RegExp(\`^${prefix}…\`)`), the source alone does not give it: it is run
 * through the module's exports. A new such pattern makes the test fail until it has its entry here.
 */
const DYNAMIC: Record<string, Case['run']> = {
  'apps/server/src/modules/integrations/providers.ts': (text) =>
    Object.values(integrationProviders).map((provider) => provider.hasTokenShape(text)),
  // the workplace words, longest first, each standing alone: the list is the module's, the text anyone's
  'apps/server/src/modules/positions/workplace-words.ts': (text) => workplaceOf(text),
  'apps/server/src/modules/resume/resume-dates.ts': (text) => findRange(text),
  // a catalogue skill's key, escaped, between spaces: the key is the catalogue's, the text anyone's
  'apps/server/src/modules/skills/skill-matching.ts': (text) =>
    ['node\\.js', 'c\\+\\+', 'banco de dados'].map((key) => new RegExp(`[ ]${key}[ ]`).test(` ${text} `)),
};

interface Found {
  cases: Case[];
  /** `new RegExp` with a source that is not a literal, by file */
  dynamic: Set<string>;
  /** the patterns of OWNED_ELSEWHERE found (and left out) */
  waiting: Set<string>;
}

const lineOf = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

/** The literal text of a string or template argument without substitutions; undefined otherwise. */
function literalText(node: { type: string; value?: unknown; expressions?: unknown[]; quasis?: { value: { cooked: string } }[] }) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions?.length === 0) return node.quasis?.[0]?.value.cooked;
  return undefined;
}

function patternsOfSources(): Found {
  const found: Found = { cases: [], dynamic: new Set(), waiting: new Set() };
  for (const file of FILES) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    const { program, errors } = parseSync(file, source);
    if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`);
    const add = (offset: number, pattern: string, flags = '') => {
      const key = `${file} /${pattern}/${flags}`;
      if (OWNED_ELSEWHERE.has(key)) found.waiting.add(key);
      else found.cases.push(regexCase(`${file}:${lineOf(source, offset)} /${pattern}/${flags}`, new RegExp(pattern, flags)));
    };
    const constructed = (node: { start: number; callee: { type: string; name?: string }; arguments: never[] }) => {
      if (node.callee.type !== 'Identifier' || node.callee.name !== 'RegExp') return;
      const [pattern, flags] = (node.arguments as Parameters<typeof literalText>[0][]).map(literalText);
      if (pattern === undefined || (node.arguments.length > 1 && flags === undefined)) found.dynamic.add(file);
      else add(node.start, pattern, flags);
    };
    new Visitor({
      Literal(node) {
        if ('regex' in node && node.regex) add(node.start, node.regex.pattern, node.regex.flags);
      },
      NewExpression: (node) => constructed(node as never),
      CallExpression: (node) => constructed(node as never),
    }).visit(program);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------------------
// The checks of the contract's string schemas

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type?: string; checks?: ZodCheckLike[] }; check?: unknown };
  safeParse(value: unknown): unknown;
}
interface ZodCheckLike {
  _zod: { def: { check: string; format?: string }; check(payload: { value: unknown; issues: unknown[] }): unknown };
}
const isSchema = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as ZodLike)._zod?.def?.type === 'string';

/** Checks that read the text itself (a pattern, a format, a refinement), not only its length. */
const readsText = (check: ZodCheckLike) => check._zod.def.check === 'custom' || check._zod.def.check === 'string_format';

/** The string schemas reachable from `value` (a module's exports), each with the path it was reached by. */
function stringSchemas(value: unknown, path: string, seen: Set<unknown>, found: Map<ZodLike, string>) {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if (!isSchema(value)) {
    if (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)
      for (const [key, item] of Object.entries(value)) stringSchemas(item, `${path}.${key}`, seen, found);
    return;
  }
  const def = value._zod.def;
  const input = def.type === 'pipe' && isSchema(def.in) ? def.in._zod.def.type : def.type;
  if (input === 'string') found.set(value, path);
  for (const [key, item] of Object.entries(def)) {
    if (key === 'checks') continue;
    if (key === 'getter' && typeof item === 'function') stringSchemas(item(), path, seen, found);
    else if (key === 'shape' && item)
      for (const [name, field] of Object.entries(item)) stringSchemas(field, `${path}.${name}`, seen, found);
    else stringSchemas(item, path, seen, found);
  }
}

async function contractChecks(): Promise<{ cases: Case[]; schemas: Set<unknown> }> {
  const found = new Map<ZodLike, string>();
  const seen = new Set<unknown>();
  for (const file of FILES.filter((path) => path.startsWith('packages/contract/'))) {
    const exports = (await import(pathToFileURL(join(ROOT, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) stringSchemas(value, `${file} ${name}`, seen, found);
  }
  const cases: Case[] = [];
  const checks = new Set<ZodCheckLike>();
  for (const [schema, path] of found) {
    const own = (schema._zod.def.checks ?? []).filter(readsText);
    // a schema whose checks read only the length (or a pipe into a transform) is parsed whole all the same
    cases.push({ label: `${path} (parse)`, run: (text) => schema.safeParse(text) });
    for (const check of own) {
      if (checks.has(check)) continue;
      checks.add(check);
      const { check: kind, format } = check._zod.def;
      // each on its own too: a length check that stops the parse must not hide a refinement that backtracks
      cases.push({ label: `${path} (${format ?? kind})`, run: (text) => check._zod.check({ value: text, issues: [] }) });
    }
  }
  return { cases, schemas: new Set(found.keys()) };
}

/** The server's own schemas (its environment): every variable at once, through the function that reads them. */
const serverSchemas: Case = {
  label: 'apps/server/src/env-schema.ts parseEnv',
  run: (text) => {
    try {
      return parseEnv(new Proxy({}, { get: () => text, has: () => true }));
    } catch {
      return undefined;
    }
  },
};

// ---------------------------------------------------------------------------------------------------------------------
// The measure

interface Slow {
  pattern: string;
  input: string;
  ms: number;
}

/**
 * Each case over each input, once (again up to four times when over budget, the least counting: a pause of a busy
 * machine is not a slow pattern). The cases run in a vm call with a time limit, so a run that never ends is stopped
 * and reported instead of holding the test.
 */
function measure(cases: Case[], inputs: Input[]): Slow[] {
  const slow: Slow[] = [];
  let index = 0;
  let current: Case | undefined;
  const time = (text: string) => {
    const started = performance.now();
    try {
      current?.run(text);
    } catch {
      // a check may throw on what it refuses; only its time matters here
    }
    return performance.now() - started;
  };
  const runInputs = () => {
    for (; index < inputs.length; index++) {
      const { label, text } = inputs[index] as Input;
      let ms = time(text);
      for (let again = 0; again < 4 && ms > BUDGET_MS; again++) ms = Math.min(ms, time(text));
      if (ms > BUDGET_MS) {
        slow.push({ pattern: current?.label ?? '', input: label, ms: Math.round(ms) });
        // the next input in a call of its own: the time limit counts from it
        index++;
        return;
      }
    }
  };
  const context = vm.createContext({ runInputs });
  const script = new vm.Script('runInputs()');
  for (const item of cases) {
    current = item;
    index = 0;
    while (index < inputs.length) {
      try {
        script.runInContext(context, { timeout: STOP_MS });
      } catch (error) {
        if ((error as { code?: string }).code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw error;
        slow.push({ pattern: item.label, input: inputs[index]?.label ?? '', ms: STOP_MS });
        index++;
      }
    }
  }
  return slow;
}

describe('regular expressions', () => {
  const sources = patternsOfSources();

  it('are found in the sources: regex literals and new RegExp, a built one only with its entry', () => {
    // the placeholder pattern of the message templates, and many more of each tree
    expect(sources.cases.some((item) => item.label.startsWith('packages/contract/src/hiring/workbench.ts'))).toBe(true);
    expect(sources.cases.filter((item) => item.label.startsWith('apps/server/src/')).length).toBeGreaterThan(100);
    expect([...sources.dynamic].sort()).toEqual(Object.keys(DYNAMIC).sort());
    // an entry of OWNED_ELSEWHERE whose pattern changed or went away leaves the list
    expect([...sources.waiting].sort()).toEqual([...OWNED_ELSEWHERE].sort());
  });

  it('take under 50 ms on 10,000 adversarial characters', () => {
    const cases = [...sources.cases, ...Object.entries(DYNAMIC).map(([file, run]) => ({ label: `${file} (built)`, run }))];
    expect(measure(cases, INPUTS)).toEqual([]);
  });
});

describe('string schemas', () => {
  it('of the contract and the server check 10,000 adversarial characters in under 50 ms', async () => {
    const { cases, schemas } = await contractChecks();
    // the message templates' text and the e-mail format are among them
    expect(schemas.has(messageTemplateBody.shape.body)).toBe(true);
    expect(cases.some((item) => item.label.endsWith('(email)'))).toBe(true);
    expect(measure([...cases, serverSchemas], INPUTS)).toEqual([]);
  });
});
