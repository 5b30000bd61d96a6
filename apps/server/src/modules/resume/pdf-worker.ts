// A reading worker: reads one PDF given as workerData and reports to the thread that started it (read-pdf.ts).
import { readFileSync, readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { capByteArrays } from './byte-array-cap.ts';
import { pdfStructureProblem } from './pdf-structure.ts';
import { type PdfProblem, type PdfTextLimits, pdfText } from './pdf-text.ts';

export interface PdfWorkerInput {
  /** the file's bytes, or the path of a file the worker reads itself (an upload, never held by the API's thread) */
  data: Uint8Array | { path: string };
  limits: PdfTextLimits;
  /** the largest byte array the worker may ask for (byte-array-cap.ts) */
  maxByteArray: number;
}

export type PdfWorkerMessage =
  | { kind: 'page'; done: number; total: number }
  | { kind: 'result'; reading: { text: string } | { problem: PdfProblem | 'resume.too_complex' } };

/**
 * Gives this thread the lowest CPU priority, so that on a busy machine the API's event loop runs first. Linux keeps
 * a nice value per thread, which /proc/thread-self names; elsewhere the worker keeps the process's priority.
 */
function yieldCpuToTheApi(): void {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), constants.priority.PRIORITY_LOW);
  } catch {
    // not Linux
  }
}

/** Called by the worker's first script once it has loaded pdf.js (see read-pdf.ts for why it loads it). */
export async function readPdfInWorker(pdfjs: { getDocument: typeof getDocument }): Promise<void> {
  const { data: source, limits, maxByteArray } = workerData as PdfWorkerInput;
  const read = 'path' in source ? readFileSync(source.path) : null;
  // pdf.js takes a plain Uint8Array, not a Buffer: a view of the same bytes
  const data = read ? new Uint8Array(read.buffer, read.byteOffset, read.byteLength) : (source as Uint8Array);
  capByteArrays(maxByteArray);
  yieldCpuToTheApi();
  const post = (message: PdfWorkerMessage) => parentPort?.postMessage(message);
  // drawings that pdf.js would read over and over are refused before it starts
  if (pdfStructureProblem(data)) return post({ kind: 'result', reading: { problem: 'resume.too_complex' } });
  const reading = await pdfText(pdfjs.getDocument, data, limits, (done, total) => post({ kind: 'page', done, total }));
  post({ kind: 'result', reading });
}
