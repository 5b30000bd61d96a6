import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * References a reader of this repository cannot follow: tracker numbers ("issue" or "finding" and a number) and
 * documents that live elsewhere (numbered sections of an outside specification, an outside design document, files
 * beside the repository). A comment or a test title says why in its own words, or points at a file under docs/.
 */
const OUTSIDE_REFERENCES: { what: string; pattern: RegExp }[] = [
  { what: 'an issue number', pattern: /\bissues?\s*#?\s*\d+/i },
  { what: 'a finding number', pattern: /\bfindings?\s*#?\s*\d+/i },
  { what: 'a section of an outside specification', pattern: /\bspec\s+sections?\b/i },
  // prose that cites an outside specification by name: say the rule itself, or point at docs/product.md
  {
    what: 'an outside specification',
    pattern: /\b(?:the|a|our)\s+spec\b(?![.\-/])|\bspec(?:'s|’s)\s|\((?:spec)\b(?![.\-/])|(?:\*|\/\/)\s*spec\s*:/i,
  },
  { what: 'an outside design document', pattern: /\bDESIGN\.md\b/i },
  { what: 'an outside style guide', pattern: /\bSTYLE\.md\b/ },
  { what: 'an outside specification file or tool', pattern: /\bspec\/(routes|endpoints)\.txt\b|\bspec-coverage\b/i },
  // an import of a feature's own shared/ folder ('../shared/paths.ts') is fine: its path is quoted
  { what: 'a folder beside the repository', pattern: /(?<![\w'"./])(\.\.\/)+shared\b|\/work\/shared\b/ },
];

/** The files whose text a reader meets: source, locale words, docs, YAML and the CI script. */
export function isScanned(path: string): boolean {
  if (path.endsWith('package-lock.json')) return false;
  if (/\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(path)) return true;
  if (/\/locales\/[^/]+\/[^/]+\.json$/.test(path)) return true;
  if (path === 'README.md' || /^docs\/.+\.md$/.test(path)) return true;
  if (/\.ya?ml$/.test(path)) return true;
  return path === '.ci/run';
}

/** A comment's next line without its leading `*` or `//`, so a reference wrapped over two lines is read whole. */
const continuation = (line: string | undefined) => (line ?? '').replace(/^\s*(?:\*|\/\/|#)?\s*/, '');

/** Each line of `text` that holds an outside reference (or starts one the next line ends), as `file:line: what: line`. */
export function outsideReferences(file: string, text: string): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const next = continuation(lines[index + 1]);
    for (const { what, pattern } of OUTSIDE_REFERENCES) {
      const wrapped = !pattern.test(line) && !pattern.test(next) && pattern.test(`${line} ${next}`);
      if (pattern.test(line) || wrapped) problems.push(`${file}:${index + 1}: ${what}: ${line.trim()}`);
    }
  });
  return problems;
}

/** Every outside reference in the tracked files of the repository at `root`. */
export function repositoryOutsideReferences(root: string): string[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(isScanned);
  return files.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      return []; // tracked but deleted in the working tree
    }
    return outsideReferences(file, text);
  });
}
