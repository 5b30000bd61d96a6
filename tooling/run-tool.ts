import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, where every tool runs with the project's own configuration. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a locally installed tool from the root; returns its exit status and everything it printed. */
export function runTool(command: string, args: string[]): { status: number | null; output: string } {
  const run = spawnSync('npx', ['--no-install', command, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/**
 * Writes sample files (path relative to the sample's own root -> content) into a fresh folder under
 * the git-ignored .tmp/, so tools read them with the project's configuration; returns that folder
 * relative to the root and a cleanup.
 */
export async function writeSamples(files: Record<string, string>): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  await mkdir(join(ROOT, '.tmp'), { recursive: true });
  const absolute = await mkdtemp(join(ROOT, '.tmp', 'samples-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(absolute, path)), { recursive: true });
    await writeFile(join(absolute, path), content);
  }
  return { dir: relative(ROOT, absolute), cleanup: () => rm(absolute, { recursive: true, force: true }) };
}
