// An upload-checking worker: checks one uploaded file, whose path is given as workerData, and reports to the thread
// that started it (upload-check.ts).
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { type DocumentLimits, type DocumentProblem, documentText, documentTypeOf } from './document-text.ts';
import { isReadableAudio, isReadableVideo } from './media-check.ts';

export interface UploadCheckInput {
  /** the uploaded file, read here rather than in the API's thread */
  path: string;
  /** what the file should be: a video, an audio or an accessible document (DOCX, ODT, TXT) */
  check: 'video' | 'audio' | 'document';
  /** a video's or an audio's container, told by its first bytes; a document's is found here */
  ext: string | null;
  limits: DocumentLimits;
}

export type UploadCheckOutcome = { ok: true; ext: string } | { ok: false; problem: DocumentProblem | 'wrong_type' };

function checkFile({ path, check, ext, limits }: UploadCheckInput): UploadCheckOutcome {
  const bytes = readFileSync(path);
  if (check === 'document') {
    const type = documentTypeOf(bytes);
    if (!type) return { ok: false, problem: 'wrong_type' };
    const read = documentText(bytes, type, limits);
    return 'text' in read ? { ok: true, ext: type } : { ok: false, problem: read.problem };
  }
  const readable = ext !== null && (check === 'video' ? isReadableVideo(bytes, ext) : isReadableAudio(bytes, ext));
  return readable ? { ok: true, ext } : { ok: false, problem: 'unreadable' };
}

/** Called by the worker's first script (see upload-check.ts for how it is loaded). */
export function checkUploadInWorker(): void {
  parentPort?.postMessage(checkFile(workerData as UploadCheckInput));
}
