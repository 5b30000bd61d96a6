import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { MAX_AUDIO_BYTES, MAX_RESUME_BYTES, MAX_VIDEO_BYTES, type ProfileSnapshot, type UploadedFile } from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ReceivedFile } from '../../platform/storage/uploads.ts';
import { type LoadedApplication, loadOwnApplication } from './access.ts';
import { type ApplicationRecord, updateApplicationAnswers } from './applications.data.ts';
import { candidateFileUrl, filesOf, type StoredFile } from './items.ts';
import { pdfRefusal } from './pdf-check.ts';
import { profilePhotoPng } from './profile-snapshot.ts';
import { profileResumePdf } from './resume-pdf.ts';
import { type CheckTurn, checkUpload } from './upload-check.ts';
import { takeUploadTurn } from './upload-turns.ts';

type Kind = StoredFile['kind'];

/** The audio containers an answer by voice can come in, by their first bytes (MediaRecorder writes WebM or Ogg). */
function audioExtOf(head: Buffer): string | null {
  const text = head.subarray(0, 12).toString('latin1');
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (text.startsWith('OggS')) return 'ogg';
  if (text.startsWith('RIFF') && text.slice(8, 12) === 'WAVE') return 'wav';
  if (text.slice(4, 8) === 'ftyp') return 'm4a';
  if (text.startsWith('ID3') || (head.length >= 2 && head.readUInt16BE(0) >>> 5 === 0x7ff)) return 'mp3';
  return null;
}

/** A video's container by its first bytes: WebM, MP4 or QuickTime. */
function videoExtOf(head: Buffer): string | null {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp')
    return head.subarray(8, 10).toString('latin1') === 'qt' ? 'mov' : 'mp4';
  return null;
}

/** The first bytes of a file, which tell its container. */
async function headOf(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

const DOCUMENT_PROBLEMS = {
  unreadable: 'application.document_unreadable',
  empty: 'application.document_empty',
  too_long: 'application.document_too_long',
  wrong_type: 'application.file_type',
} as const;

/**
 * The file's own bytes decide its type, never its name, and it is checked by its content off the event loop, in a
 * checking worker's turn (`turn`): a PDF must open and read (pdf-check.ts); an accessible document (DOCX, ODT, TXT,
 * never markup such as SVG) must have text; a video (WebM, MP4, MOV) or an audio (WebM, Ogg, WAV, M4A, MP3) must be a
 * consistent container with media in it (upload-check.ts). Answers the extension it is stored under.
 */
async function checkedTypeOf(path: string, kind: Kind, turn: CheckTurn): Promise<string> {
  const head = await headOf(path);
  if (kind === 'resume' && head.subarray(0, 5).toString('latin1') === '%PDF-') {
    const refusal = await pdfRefusal(path, turn);
    if (refusal) throw new AppError(refusal);
    return 'pdf';
  }
  const ext = kind === 'video' ? videoExtOf(head) : kind === 'audio' ? audioExtOf(head) : null;
  if (kind !== 'resume' && !ext) throw new AppError('application.file_type');
  const outcome = await checkUpload(path, kind === 'resume' ? 'document' : kind, ext, turn);
  if (outcome.ok) return outcome.ext;
  if (outcome.problem === 'wrong_type') throw new AppError('application.file_type');
  if (kind === 'video') throw new AppError('application.video_unreadable');
  if (kind === 'audio') throw new AppError('application.audio_unreadable');
  throw new AppError(DOCUMENT_PROBLEMS[outcome.problem]);
}

const safeName = (name: string, ext: string) => {
  const base = name
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} _-]+/gu, '')
    .trim()
    .slice(0, 80);
  return `${base || 'arquivo'}.${ext}`;
};

/** The largest file of each kind an application takes. */
const uploadLimitOf = (kind: Kind) => (kind === 'video' ? MAX_VIDEO_BYTES : kind === 'audio' ? MAX_AUDIO_BYTES : MAX_RESUME_BYTES);

/** One of the caller's applications, still unfinished: checked before anything of an upload is read. */
async function applicationTakingFiles(deps: Deps, userId: string, id: string): Promise<ApplicationRecord> {
  const { application } = await loadOwnApplication(deps, userId, id);
  if (application.status === 'given_up') throw new AppError('application.given_up');
  if (application.status !== 'in_progress') throw new AppError('application.closed');
  return application;
}

/**
 * POST /v1/matches/:id/files: stores the resume, the video answer or an audio answer of one of the caller's
 * unfinished applications and remembers it among the application's uploads; the step that uses it names it by id.
 * The application and the caller's upload allowance (upload-turns.ts) are checked before the file is read;
 * `receive` then writes it to a temporary file (at most `uploadLimitOf(kind)`), from which it is checked and
 * streamed to the storage, never held whole in memory. The application's files live under applications/<id>/.
 */
export async function uploadApplicationFile(
  deps: Deps,
  userId: string,
  id: string,
  kind: Kind,
  receive: (limit: number) => Promise<ReceivedFile>,
): Promise<UploadedFile> {
  const application = await applicationTakingFiles(deps, userId, id);
  const endTurn = await takeUploadTurn(deps, userId);
  try {
    const upload = await receive(uploadLimitOf(kind));
    try {
      const ext = await checkedTypeOf(upload.path, kind, { owner: userId, timeoutMs: deps.config.uploads.checkTimeoutMs });
      const fileId = crypto.randomUUID();
      await deps.storage.putStream(fileKey(application.id, fileId, ext), createReadStream(upload.path), upload.size);
      const stored: StoredFile = { id: fileId, name: safeName(upload.name, ext), kind, ext };
      await updateApplicationAnswers(deps.db, application.id, fileId, stored);
      return { id: fileId, name: stored.name, kind, url: candidateFileUrl(application.id)(fileId) };
    } finally {
      await upload.discard();
    }
  } finally {
    endTurn();
  }
}

/**
 * Writes the résumé of a candidate who applied with their Trilha profile (resume-pdf.ts: the snapshot, with their
 * photo if any) and stores it among the application's files; the profile answer names it as its resume.
 */
export async function storeProfileResume(
  deps: Deps,
  application: Pick<ApplicationRecord, 'id' | 'userId'>,
  snapshot: ProfileSnapshot,
): Promise<StoredFile> {
  const data = await profileResumePdf(snapshot, await profilePhotoPng(deps, application.userId));
  const fileId = crypto.randomUUID();
  await deps.storage.put(fileKey(application.id, fileId, 'pdf'), data);
  return { id: fileId, name: safeName(`Currículo ${snapshot.name}`, 'pdf'), kind: 'resume', ext: 'pdf' };
}

const fileKey = (applicationId: string, fileId: string, ext: string) => `applications/${applicationId}/${fileId}.${ext}`;
const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  txt: 'text/plain; charset=utf-8',
  webm: 'video/webm',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
};
/** an audio answer recorded as WebM plays as audio */
const mimeOf = (file: StoredFile) =>
  file.kind === 'audio' && file.ext === 'webm' ? 'audio/webm' : (MIME[file.ext] ?? 'application/octet-stream');

/**
 * One of an application's files, for a side allowed to read it (the candidate, or the recruiters of the position):
 * its bytes, name and type; the route sends it.
 */
export async function readApplicationFile(
  deps: Deps,
  loaded: LoadedApplication,
  fileId: string,
): Promise<{ data: Buffer; name: string; contentType: string }> {
  const file = filesOf(loaded.application.answers).get(fileId);
  const data = file ? await deps.storage.get(fileKey(loaded.application.id, file.id, file.ext)) : null;
  if (!file || !data) throw new AppError('application.file_not_found');
  return { data, name: file.name, contentType: mimeOf(file) };
}
