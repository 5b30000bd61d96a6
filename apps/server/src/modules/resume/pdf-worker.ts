// A reading worker: reads one PDF given as workerData and reports to the thread that started it (read-pdf.ts).
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { capByteArrays } from './byte-array-cap.ts';
import { type PdfProblem, type PdfTextLimits, pdfText } from './pdf-text.ts';

export interface PdfWorkerInput {
  data: Uint8Array;
  limits: PdfTextLimits;
  /** the largest byte array the worker may ask for (byte-array-cap.ts) */
  maxByteArray: number;
}

export type PdfWorkerMessage =
  | { kind: 'page'; done: number; total: number }
  | { kind: 'result'; reading: { text: string } | { problem: PdfProblem } };

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
  const { data, limits, maxByteArray } = workerData as PdfWorkerInput;
  capByteArrays(maxByteArray);
  yieldCpuToTheApi();
  const post = (message: PdfWorkerMessage) => parentPort?.postMessage(message);
  const reading = await pdfText(pdfjs.getDocument, data, limits, (done, total) => post({ kind: 'page', done, total }));
  post({ kind: 'result', reading });
}
