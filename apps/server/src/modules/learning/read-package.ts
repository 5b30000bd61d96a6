import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../platform/http/app-error.ts';
import { fileWorkerSlots } from '../../platform/worker-slots.ts';
import type { PackageManifest } from './manifest.ts';
import type { PackageLimits, PackageOutcome, PackageWorkerInput, UnzippedFile } from './package-worker.ts';

/** How long a package may take to check and unzip, its wait for a worker included. */
const PACKAGE_READ_LIMIT_MS = 120_000;

/**
 * What an unzipped package may hold: a course is some MB of pages, media and scripts in a few hundred files; a zip
 * bomb declares (or inflates to) far more. Each file is read whole when served, hence the per-file bound.
 */
const PACKAGE_LIMITS: PackageLimits = {
  maxEntries: 10_000,
  maxTotalBytes: 500 * 1024 * 1024,
  maxFileBytes: 32 * 1024 * 1024,
  maxManifestBytes: 1024 * 1024,
};

/** The worker streams entries to disk: its heap holds the manifest and the list of entries only. */
const WORKER_HEAP = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 };

const resolveHere = createRequire(import.meta.url).resolve;
const json = JSON.stringify;

/** The worker's first script: from the TypeScript source through tsx under tsx or Vitest, else the bundle beside main.js. */
function workerScript(): string {
  const fromSource = new URL(import.meta.url).pathname.endsWith('.ts');
  const reader = new URL(fromSource ? './package-worker.ts' : './package-worker.js', import.meta.url).href;
  return fromSource
    ? `require(${json(resolveHere('tsx/cjs/api'))}).require(${json(reader)}, ${json(import.meta.url)}).unzipPackageInWorker()`
    : `import(${json(reader)}).then((reader) => reader.unzipPackageInWorker())`;
}

let script: string | undefined;

/** A checked package, unzipped into a temporary folder until `discard`. */
export interface UnzippedPackage {
  manifest: PackageManifest;
  files: UnzippedFile[];
  /** the path of the n-th file */
  pathOf(file: UnzippedFile): string;
  discard(): Promise<void>;
}

function unzipInThread(input: PackageWorkerInput, deadline: AbortSignal): Promise<PackageOutcome | 'timeout'> {
  script ??= workerScript();
  const worker = new Worker(script, { eval: true, workerData: input, resourceLimits: WORKER_HEAP, execArgv: [] });
  return new Promise((resolve) => {
    let outcome: PackageOutcome | 'timeout' | undefined;
    const kill = () => {
      outcome ??= 'timeout';
      void worker.terminate();
    };
    if (deadline.aborted) kill();
    else deadline.addEventListener('abort', kill, { once: true });
    worker.on('message', (message: PackageOutcome) => {
      outcome ??= message;
    });
    // out of memory: the package's manifest or listing was past any course's
    worker.on('error', () => {
      outcome ??= { ok: false, problem: 'learning.package_too_large' };
    });
    worker.once('exit', () => {
      deadline.removeEventListener('abort', kill);
      resolve(outcome ?? { ok: false, problem: 'learning.not_a_zip' });
    });
  });
}

/**
 * Checks and unzips an uploaded package in a worker thread of its own, so an untrusted zip never holds the API's
 * event loop: its heap is capped, the total and per-file sizes and the number of entries are bounded, and past
 * PACKAGE_READ_LIMIT_MS the worker is killed. At most WORKER_SLOTS files are read at once in a process. A refused
 * package throws its AppError (422, in the caller's language).
 */
export async function readPackage(zipPath: string, owner: string): Promise<UnzippedPackage> {
  const deadline = AbortSignal.timeout(PACKAGE_READ_LIMIT_MS);
  const release = await fileWorkerSlots.acquire(deadline, owner);
  if (!release) throw new AppError('learning.package_timeout');
  const outDir = await mkdtemp(join(tmpdir(), 'trilha-package-'));
  const discard = () => rm(outDir, { recursive: true, force: true });
  try {
    const outcome = await unzipInThread({ zipPath, outDir, limits: PACKAGE_LIMITS }, deadline);
    if (outcome === 'timeout') throw new AppError('learning.package_timeout');
    if (!outcome.ok) throw new AppError(outcome.problem);
    return { manifest: outcome.manifest, files: outcome.files, pathOf: (file) => join(outDir, String(file.index)), discard };
  } catch (error) {
    await discard();
    throw error;
  } finally {
    release();
  }
}
