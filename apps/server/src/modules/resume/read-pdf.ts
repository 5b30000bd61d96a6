import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { RESUME_MAX_CHARACTERS, RESUME_MAX_PAGES } from '@trilha/contract';
import { fileWorkerSlots } from '../../platform/worker-slots.ts';
import { BYTE_ARRAY_CAP_EXIT_CODE } from './byte-array-cap.ts';
import type { PdfProblem } from './pdf-text.ts';
import type { PdfWorkerInput, PdfWorkerMessage } from './pdf-worker.ts';

/** How long one PDF may be read, its worker's start included, before the worker is killed; a resume takes under a second. */
export const PDF_READ_LIMIT_MS = 20_000;

/** A reading worker's JS heap: pdf.js and a resume's pages use a few tens of MB; a file that needs more is refused. */
const WORKER_HEAP = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 };

/**
 * The largest byte array a reading worker may ask for (byte-array-cap.ts): a decoded page content or font. A resume's
 * are a few KB to a few MB, a compression bomb's hundreds of MB.
 */
const MAX_BYTE_ARRAY = 16 * 1024 * 1024;

export type PdfReading = { text: string } | { problem: PdfProblem | 'resume.too_complex' | 'resume.timeout' };

const resolveHere = createRequire(import.meta.url).resolve;
const json = JSON.stringify;

/**
 * The worker's first script. It loads pdf.js natively, then the reading code: from this TypeScript source through
 * tsx's require when the server runs from source (tsx, Vitest), else from the bundle that scripts/build-server.mjs
 * writes beside dist/main.js. pdf.js loaded through tsx's hooks would take seconds per worker.
 */
function workerScript(): string {
  const fromSource = new URL(import.meta.url).pathname.endsWith('.ts');
  const pdfjs = pathToFileURL(resolveHere('pdfjs-dist/legacy/build/pdf.mjs')).href;
  const reader = new URL(fromSource ? './pdf-worker.ts' : './pdf-worker.js', import.meta.url).href;
  const loadReader = fromSource
    ? `require(${json(resolveHere('tsx/cjs/api'))}).require(${json(reader)}, ${json(import.meta.url)})`
    : `import(${json(reader)})`;
  return `Promise.all([import(${json(pdfjs)}), ${loadReader}]).then(([pdfjs, reader]) => reader.readPdfInWorker(pdfjs))`;
}

let script: string | undefined;

/**
 * Reads a PDF in a worker thread of its own, so an untrusted file never holds the API's event loop:
 * its JS heap and byte arrays are capped (a file past them is `resume.too_complex`), and when `deadline` aborts the
 * worker is killed (`resume.timeout`), its memory freed with it. `onPage` reports the pages read, for the progress.
 * At most WORKER_SLOTS files are read at once in a process (worker-slots.ts): the others wait, within `deadline`.
 * Settles only once the worker has exited.
 */
export async function readPdf(
  data: Buffer,
  deadline: AbortSignal,
  onPage: (done: number, total: number) => Promise<void>,
): Promise<PdfReading> {
  const release = await fileWorkerSlots.acquire(deadline);
  if (!release) return { problem: 'resume.timeout' };
  try {
    return await readPdfInThread(data, deadline, onPage);
  } finally {
    release();
  }
}

/**
 * `readPdf` for a caller that holds a worker slot already (fileWorkerSlots): the PDF is the given bytes or the file
 * at `path`, which the worker reads itself. Drawings pdf.js would read over and over (a form that draws itself:
 * pdf-structure.ts) are refused as `resume.too_complex` before pdf.js opens the file.
 */
export function readPdfInThread(
  data: Buffer | { path: string },
  deadline: AbortSignal,
  onPage: (done: number, total: number) => Promise<void>,
): Promise<PdfReading> {
  script ??= workerScript();
  const workerData: PdfWorkerInput = {
    data: 'path' in data ? { path: data.path } : new Uint8Array(data),
    limits: { maxPages: RESUME_MAX_PAGES, maxCharacters: RESUME_MAX_CHARACTERS },
    maxByteArray: MAX_BYTE_ARRAY,
  };
  // no execArgv of this process: under the tsx command its hooks would load pdf.js, slowly
  const worker = new Worker(script, { eval: true, workerData, resourceLimits: WORKER_HEAP, execArgv: [] });
  return new Promise((resolve, reject) => {
    let reading: PdfReading | undefined;
    let failure: unknown;
    let progress = Promise.resolve();
    const end = (outcome: PdfReading) => {
      reading ??= outcome;
      void worker.terminate();
    };
    const kill = () => end({ problem: 'resume.timeout' });
    if (deadline.aborted) kill();
    else deadline.addEventListener('abort', kill, { once: true });
    worker.on('message', (message: PdfWorkerMessage) => {
      if (message.kind === 'page') progress = progress.then(() => onPage(message.done, message.total));
      else end(message.reading);
    });
    worker.on('error', (error) => {
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') reading ??= { problem: 'resume.too_complex' };
      else failure ??= error;
    });
    worker.once('exit', (code) => {
      deadline.removeEventListener('abort', kill);
      if (code === BYTE_ARRAY_CAP_EXIT_CODE) reading ??= { problem: 'resume.too_complex' };
      progress.then(() => (reading ? resolve(reading) : reject(failure ?? new Error(`PDF worker exited with code ${code}`))), reject);
    });
  });
}
