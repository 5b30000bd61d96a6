import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { RESUME_MAX_CHARACTERS } from '@trilha/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { fileWorkerSlots } from '../../platform/worker-slots.ts';
import type { UploadCheckInput, UploadCheckOutcome } from './upload-check-worker.ts';

/** The checking worker's JS heap: a structural walk or a document's text needs a few MB; more is refused. */
const WORKER_HEAP = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 };
/** The most one DOCX or ODT entry may inflate to: a resume's XML is tens of KB, a zip bomb's gigabytes. */
const MAX_ENTRY_BYTES = 8 * 1024 * 1024;

const resolveHere = createRequire(import.meta.url).resolve;
const json = JSON.stringify;

/**
 * The worker's first script: the checking code from this TypeScript source through tsx's require when the server
 * runs from source (tsx, Vitest), else the bundle scripts/build-server.mjs writes beside dist/main.js.
 */
function workerScript(): string {
  const fromSource = new URL(import.meta.url).pathname.endsWith('.ts');
  const checker = new URL(fromSource ? './upload-check-worker.ts' : './upload-check-worker.js', import.meta.url).href;
  return fromSource
    ? `require(${json(resolveHere('tsx/cjs/api'))}).require(${json(checker)}, ${json(import.meta.url)}).checkUploadInWorker()`
    : `import(${json(checker)}).then((checker) => checker.checkUploadInWorker())`;
}

let script: string | undefined;

/** Whose check it is, and how long its wait for a worker, then the check itself, may each take. */
export interface CheckTurn {
  owner: string;
  timeoutMs: number;
}

/**
 * Runs a check in one of the process's file-reading worker slots (worker-slots.ts: one at a time per owner, owners
 * in turn), answering 503 `service.unavailable` when none frees within `timeoutMs`: the file may be fine, the server
 * is busy. The check gets its own deadline of `timeoutMs`. Both stay well under the connection's idle timeout, so
 * the client gets an answer rather than a dropped connection.
 */
export async function inCheckingSlot<T>(turn: CheckTurn, check: (deadline: AbortSignal) => Promise<T>): Promise<T> {
  const release = await fileWorkerSlots.acquire(AbortSignal.timeout(turn.timeoutMs), turn.owner);
  if (!release) throw new AppError('service.unavailable');
  try {
    return await check(AbortSignal.timeout(turn.timeoutMs));
  } finally {
    release();
  }
}

/**
 * Checks an uploaded file (at `path`) by its content in a worker thread of its own (as the resume import reads PDFs,
 * read-pdf.ts), so an untrusted file never holds the API's event loop nor sits in its memory: a video or an audio by
 * its structure (media-check.ts), a resume that is not a PDF by its type (DOCX, ODT or TXT) and its text
 * (document-text.ts). Its heap is capped and it is killed at its deadline; a file past either is unreadable.
 */
export function checkUpload(
  path: string,
  check: UploadCheckInput['check'],
  ext: string | null,
  turn: CheckTurn,
): Promise<UploadCheckOutcome> {
  return inCheckingSlot(turn, (deadline) => checkInWorker(path, check, ext, deadline));
}

function checkInWorker(
  path: string,
  check: UploadCheckInput['check'],
  ext: string | null,
  deadline: AbortSignal,
): Promise<UploadCheckOutcome> {
  script ??= workerScript();
  const workerData: UploadCheckInput = {
    path,
    check,
    ext,
    limits: { maxCharacters: RESUME_MAX_CHARACTERS, maxEntryBytes: MAX_ENTRY_BYTES },
  };
  const worker = new Worker(script, { eval: true, workerData, resourceLimits: WORKER_HEAP, execArgv: [] });
  return new Promise((resolve) => {
    let outcome: UploadCheckOutcome | undefined;
    const kill = () => void worker.terminate();
    if (deadline.aborted) kill();
    else deadline.addEventListener('abort', kill, { once: true });
    worker.on('message', (message: UploadCheckOutcome) => {
      outcome ??= message;
    });
    worker.on('error', () => undefined);
    worker.once('exit', () => {
      deadline.removeEventListener('abort', kill);
      resolve(outcome ?? { ok: false, problem: 'unreadable' });
    });
  });
}
