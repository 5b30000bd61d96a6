// A package worker: checks and unzips one SCORM package given as workerData, and reports to the thread that started
// it (read-package.ts). Everything it reads is untrusted: it never writes outside its output folder and stops at the
// first limit passed.
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parentPort, workerData } from 'node:worker_threads';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { type PackageManifest, readManifest } from './manifest.ts';

export interface PackageLimits {
  maxEntries: number;
  maxTotalBytes: number;
  maxFileBytes: number;
  maxManifestBytes: number;
}

export interface PackageWorkerInput {
  zipPath: string;
  /** an empty folder: the n-th file of the package is written as `<n>` */
  outDir: string;
  limits: PackageLimits;
}

type PackageProblem =
  | 'learning.not_a_zip'
  | 'learning.no_manifest'
  | 'learning.manifest_invalid'
  | 'learning.unsafe_path'
  | 'learning.executable_file'
  | 'learning.package_too_large';

export interface UnzippedFile {
  path: string;
  index: number;
  size: number;
}

export type PackageOutcome = { ok: true; manifest: PackageManifest; files: UnzippedFile[] } | { ok: false; problem: PackageProblem };

class Refusal extends Error {
  constructor(readonly problem: PackageProblem) {
    super(problem);
  }
}

/** Programs and installers: never part of a course a browser plays. */
const EXECUTABLE =
  /\.(exe|dll|so|dylib|bat|cmd|com|msi|msp|scr|pif|cpl|sh|bash|zsh|ps1|psm1|vbs|vbe|wsf|wsh|hta|jar|apk|app|dmg|deb|rpm|bin|run|elf)$/i;
const MANIFEST = 'imsmanifest.xml';

/** A path that stays inside the package: relative, without `..`, a drive or a backslash. */
function isSafePath(path: string): boolean {
  if (path === '' || path.startsWith('/') || path.includes('\\') || /^[a-z]:/i.test(path) || path.includes('\0')) return false;
  return path.split('/').every((segment) => segment !== '..' && segment !== '.');
}

const open = (path: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    // yauzl refuses absolute and `..` names itself (its error becomes learning.unsafe_path); isSafePath checks the rest
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip)),
    ),
  );

function listEntries(zip: ZipFile, limits: PackageLimits): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    let declared = 0;
    zip.on('entry', (entry: Entry) => {
      const name = entry.fileName;
      if (!isSafePath(name.replace(/\/$/, ''))) return reject(new Refusal('learning.unsafe_path'));
      if (!name.endsWith('/')) {
        if (EXECUTABLE.test(name)) return reject(new Refusal('learning.executable_file'));
        declared += entry.uncompressedSize;
        if (entry.uncompressedSize > limits.maxFileBytes || declared > limits.maxTotalBytes) {
          return reject(new Refusal('learning.package_too_large'));
        }
        entries.push(entry);
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (error: Error) =>
      reject(/relative path|absolute path|invalid characters/i.test(error.message) ? new Refusal('learning.unsafe_path') : error),
    );
    zip.readEntry();
  });
}

const streamOf = (zip: ZipFile, entry: Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error || !stream ? reject(error) : resolve(stream))),
  );

async function readSmall(zip: ZipFile, entry: Entry, limit: number): Promise<string> {
  if (entry.uncompressedSize > limit) throw new Refusal('learning.manifest_invalid');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of await streamOf(zip, entry)) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Refusal('learning.manifest_invalid');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Checks the package and writes its files to `outDir`, or names the first problem found. */
async function unzipPackage({ zipPath, outDir, limits }: PackageWorkerInput): Promise<PackageOutcome> {
  let zip: ZipFile;
  try {
    zip = await open(zipPath);
  } catch {
    return { ok: false, problem: 'learning.not_a_zip' };
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw new Refusal('learning.package_too_large');
    const entries = await listEntries(zip, limits);
    const manifestEntry = entries.find((entry) => entry.fileName.toLowerCase() === MANIFEST);
    if (!manifestEntry) throw new Refusal('learning.no_manifest');
    const manifest = readManifest(await readSmall(zip, manifestEntry, limits.maxManifestBytes));
    if (!manifest || !isSafePath(manifest.launchPath)) throw new Refusal('learning.manifest_invalid');
    if (!entries.some((entry) => entry.fileName === manifest.launchPath)) throw new Refusal('learning.manifest_invalid');
    const files: UnzippedFile[] = [];
    for (const [index, entry] of entries.entries()) {
      // validateEntrySizes fails a stream that inflates past the size its entry declared: a bomb stops there
      await pipeline(await streamOf(zip, entry), createWriteStream(join(outDir, String(index))));
      files.push({ path: entry.fileName, index, size: entry.uncompressedSize });
    }
    return { ok: true, manifest, files };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, problem: error.problem };
    return { ok: false, problem: 'learning.not_a_zip' };
  } finally {
    zip.close();
  }
}

/** Called by the worker's first script (read-package.ts). */
export async function unzipPackageInWorker(): Promise<void> {
  parentPort?.postMessage(await unzipPackage(workerData as PackageWorkerInput));
}
