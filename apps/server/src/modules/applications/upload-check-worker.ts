// An upload-checking worker: checks one uploaded file given as workerData and reports to the thread that started it
// (upload-check.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { type DocumentExt, type DocumentLimits, type DocumentProblem, documentText } from './document-text.ts';
import { isReadableAudio, isReadableVideo } from './media-check.ts';

export interface UploadCheckInput {
  data: Uint8Array;
  /** what the file should be: a video, an audio or an accessible document (DOCX, ODT, TXT) */
  check: 'video' | 'audio' | 'document';
  ext: string;
  limits: DocumentLimits;
}

export type UploadCheckOutcome = { ok: true } | { ok: false; problem: DocumentProblem };

/** Called by the worker's first script (see upload-check.ts for how it is loaded). */
export function checkUploadInWorker(): void {
  const { data, check, ext, limits } = workerData as UploadCheckInput;
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let outcome: UploadCheckOutcome;
  if (check === 'document') {
    const read = documentText(bytes, ext as DocumentExt, limits);
    outcome = 'text' in read ? { ok: true } : { ok: false, problem: read.problem };
  } else {
    const readable = check === 'video' ? isReadableVideo(bytes, ext) : isReadableAudio(bytes, ext);
    outcome = readable ? { ok: true } : { ok: false, problem: 'unreadable' };
  }
  parentPort?.postMessage(outcome);
}
