import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { RESUME_MAX_CHARACTERS } from '@trilha/contract';
import { fileWorkerSlots } from '../../platform/worker-slots.ts';
import type { UploadCheckInput, UploadCheckOutcome } from './upload-check-worker.ts';

/** How long one upload may be checked, the worker's start included, before the worker is killed. */
const UPLOAD_CHECK_LIMIT_MS = 15_000;

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

/**
 * Checks an uploaded file by its content in a worker thread of its own (as the resume import reads PDFs, read-pdf.ts),
 * so an untrusted file never holds the API's event loop: a video or an audio by its structure (media-check.ts), a
 * DOCX, ODT or TXT resume by reading its text (document-text.ts). Its heap is capped and it is killed past
 * UPLOAD_CHECK_LIMIT_MS; a file past either is unreadable.
 */
export async function checkUpload(data: Buffer, check: UploadCheckInput['check'], ext: string): Promise<UploadCheckOutcome> {
  // at most WORKER_SLOTS files are checked at once in a process (worker-slots.ts); the wait counts in the time limit
  const deadline = AbortSignal.timeout(UPLOAD_CHECK_LIMIT_MS);
  const release = await fileWorkerSlots.acquire(deadline);
  if (!release) return { ok: false, problem: 'unreadable' };
  try {
    return await checkInWorker(data, check, ext, deadline);
  } finally {
    release();
  }
}

function checkInWorker(data: Buffer, check: UploadCheckInput['check'], ext: string, deadline: AbortSignal): Promise<UploadCheckOutcome> {
  script ??= workerScript();
  const workerData: UploadCheckInput = {
    data: new Uint8Array(data),
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
