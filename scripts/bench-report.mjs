// Each benchmark command keeps its last run in docs/benchmarks.md, in a section of its own between
// `<!-- <id> start -->` and `<!-- <id> end -->` (the id is the command's name, e.g. `bench:scale`): a run replaces its
// own section and leaves the rest of the file alone, and a missing file or section is created. The section says when
// and where the run happened (date, commit, Node, cores, load), the settings it was given and the result lines the
// command printed, so the file's history in git is the benchmarks' history.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BENCHMARKS_FILE = join(root, 'docs/benchmarks.md');

const FILE_HEADER = `# Benchmarks

The last recorded run of each benchmark command, written by the command itself: each run replaces its own section.
`;

/** progress lines (`[bench] filling...`) say what a run is doing, not what it found: they stay out of the record */
const PROGRESS = /^\[[\w:-]+\] /;

/**
 * Keeps what console.log prints from now on (it is still printed), until `stop()`, which answers the lines without
 * progress lines and without blank lines at either end.
 */
export function captureLog() {
  const original = console.log;
  const kept = [];
  console.log = (...args) => {
    original(...args);
    kept.push(...args.map(String).join(' ').split('\n'));
  };
  return {
    stop() {
      console.log = original;
      const lines = kept.filter((line) => !PROGRESS.test(line)).map((line) => line.trimEnd());
      while (lines[0] === '') lines.shift();
      while (lines.at(-1) === '') lines.pop();
      return lines;
    },
  };
}

/** `text` with the section `id` set to `body`: replaced between its markers, or appended under `## title`. */
export function replaceSection(text, { id, title, body }) {
  const start = `<!-- ${id} start -->`;
  const end = `<!-- ${id} end -->`;
  const base = text?.trim() ? text : FILE_HEADER;
  const from = base.indexOf(start);
  const to = base.indexOf(end);
  if (from === -1 && to === -1) return `${base.trimEnd()}\n\n## ${title}\n\n${start}\n${body}\n${end}\n`;
  if (from === -1 || to < from) throw new Error(`its markers are broken: "${start}" must come once, before "${end}"`);
  return `${base.slice(0, from)}${start}\n${body}\n${base.slice(to)}`;
}

const git = (...args) => {
  const run = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : undefined;
};

/** a URL's password (a held database's address) never goes into the record */
const redact = (value) => value.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');

/** The settings a run was given: every set variable whose name starts with one of `prefixes`. */
function settings(prefixes, env) {
  return Object.keys(env)
    .filter((name) => env[name] && prefixes.some((prefix) => name.startsWith(prefix)))
    .sort()
    .map((name) => `\`${name}=${redact(env[name])}\``);
}

/** The section's text: when and where the run happened, its settings, then its lines as printed. */
function sectionBody({ lines, now, commit, dirty, node, cores, load, given }) {
  const when = `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const at = commit ? `commit ${commit}${dirty ? ' with uncommitted changes' : ''}` : 'outside a git checkout';
  return [
    `Last run: ${when}, ${at}, Node ${node}, ${cores} cores (load average ${load} at the end).`,
    `Settings: ${given.length ? given.join(', ') : 'the defaults'}.`,
    '',
    '```text',
    ...lines,
    '```',
  ].join('\n');
}

/**
 * Writes `lines` as the last run of benchmark `id` into docs/benchmarks.md (or `file`). A benchmark reports and never
 * fails: a file that cannot be written is said on stderr, and the run goes on.
 */
export function recordBenchmark({ id, title, lines, envPrefixes = ['BENCH_'], file = BENCHMARKS_FILE, now = new Date() }) {
  try {
    const body = sectionBody({
      lines,
      now,
      commit: git('rev-parse', '--short', 'HEAD'),
      dirty: Boolean(git('status', '--porcelain', '--untracked-files=no')),
      node: process.version,
      cores: availableParallelism(),
      load: loadavg()
        .map((value) => value.toFixed(2))
        .join(' '),
      given: settings(envPrefixes, process.env),
    });
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, replaceSection(text, { id, title, body }));
    console.error(`[${id}] recorded in ${relative(process.cwd(), file) || file}`);
  } catch (error) {
    console.error(`[${id}] could not record the run in ${file}: ${error instanceof Error ? error.message : error}`);
  }
}
