import { MAX_AUDIO_BYTES, MAX_RESUME_BYTES, MAX_VIDEO_BYTES, type ProfileSnapshot, type UploadedFile } from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type LoadedApplication, loadOwnApplication } from './access.ts';
import { type ApplicationRecord, updateApplicationAnswers } from './applications.data.ts';
import { documentTypeOf } from './document-text.ts';
import { candidateFileUrl, filesOf, type StoredFile } from './items.ts';
import { pdfRefusal } from './pdf-check.ts';
import { profilePhotoPng } from './profile-snapshot.ts';
import { profileResumePdf } from './resume-pdf.ts';
import { checkUpload } from './upload-check.ts';

type Kind = StoredFile['kind'];

/** The audio containers an answer by voice can come in, by their first bytes (MediaRecorder writes WebM or Ogg). */
function audioExtOf(data: Buffer): string | null {
  const head = data.subarray(0, 12).toString('latin1');
  if (data.length >= 4 && data.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (head.startsWith('OggS')) return 'ogg';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WAVE') return 'wav';
  if (head.slice(4, 8) === 'ftyp') return 'm4a';
  if (head.startsWith('ID3') || (data.length >= 2 && data.readUInt16BE(0) >>> 5 === 0x7ff)) return 'mp3';
  return null;
}

/**
 * The file's own bytes decide its type, never its name: a PDF or an accessible document (DOCX, ODT, TXT) for the
 * resume; WebM, MP4 or QuickTime for a video; WebM, Ogg, WAV, M4A or MP3 for an audio answer.
 */
function fileTypeOf(data: Buffer, kind: Kind): string | null {
  if (kind === 'audio') return audioExtOf(data);
  if (kind === 'video') {
    if (data.length >= 4 && data.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
    if (data.length >= 12 && data.subarray(4, 8).toString('latin1') === 'ftyp')
      return data.subarray(8, 10).toString('latin1') === 'qt' ? 'mov' : 'mp4';
    return null;
  }
  return data.subarray(0, 5).toString('latin1') === '%PDF-' ? 'pdf' : documentTypeOf(data);
}

const DOCUMENT_PROBLEMS = {
  unreadable: 'application.document_unreadable',
  empty: 'application.document_empty',
  too_long: 'application.document_too_long',
} as const;

/**
 * Checks a file by its content, off the event loop: media must be readable and documents have text (upload-check.ts),
 * a PDF must open and read (pdf-check.ts).
 */
async function assertReadable(data: Buffer, kind: Kind, ext: string): Promise<void> {
  if (ext === 'pdf') {
    const refusal = await pdfRefusal(data);
    if (refusal) throw new AppError(refusal);
    return;
  }
  const outcome = await checkUpload(data, kind === 'resume' ? 'document' : kind, ext);
  if (outcome.ok) return;
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
export const uploadLimitOf = (kind: Kind) => (kind === 'video' ? MAX_VIDEO_BYTES : kind === 'audio' ? MAX_AUDIO_BYTES : MAX_RESUME_BYTES);

/** POST /v1/applications/:id/files, before the upload is read: one of the caller's applications, still unfinished. */
export async function applicationTakingFiles(deps: Deps, userId: string, id: string): Promise<ApplicationRecord> {
  const { application } = await loadOwnApplication(deps, userId, id);
  if (application.status === 'given_up') throw new AppError('application.given_up');
  if (application.status !== 'in_progress') throw new AppError('application.closed');
  return application;
}

/**
 * Stores the resume or the video answer (read by the route, at most `uploadLimitOf(kind)`) of an unfinished
 * application and remembers it among the application's uploads; the step that uses it names it by id. The
 * application's files live under applications/<id>/.
 */
export async function storeApplicationFile(
  deps: Deps,
  application: ApplicationRecord,
  kind: Kind,
  upload: { data: Buffer; name: string },
): Promise<UploadedFile> {
  const ext = fileTypeOf(upload.data, kind);
  if (!ext) throw new AppError('application.file_type');
  await assertReadable(upload.data, kind, ext);
  const fileId = crypto.randomUUID();
  await deps.storage.put(fileKey(application.id, fileId, ext), upload.data);
  const stored: StoredFile = { id: fileId, name: safeName(upload.name, ext), kind, ext };
  await updateApplicationAnswers(deps.db, application.id, fileId, stored);
  return { id: fileId, name: stored.name, kind, url: candidateFileUrl(application.id)(fileId) };
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
