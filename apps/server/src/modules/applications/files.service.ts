import { MAX_RESUME_BYTES, MAX_VIDEO_BYTES, type UploadedFile } from '@trilha/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { multipartFailure, readLimited } from '../../platform/storage/uploads.ts';
import { type LoadedApplication, loadOwnApplication } from './access.ts';
import { updateApplicationAnswers } from './applications.data.ts';
import { candidateFileUrl, filesOf, type StoredFile } from './items.ts';
import { isReadableVideo } from './media-check.ts';

type Kind = UploadedFile['kind'];

/** The file's own bytes decide its type, never its name: a PDF for the resume; WebM, MP4 or QuickTime for a video. */
function fileTypeOf(data: Buffer): { kind: Kind; ext: string } | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return { kind: 'resume', ext: 'pdf' };
  if (data.length >= 4 && data.readUInt32BE(0) === 0x1a45dfa3) return { kind: 'video', ext: 'webm' };
  if (data.length >= 12 && data.subarray(4, 8).toString('latin1') === 'ftyp') {
    return { kind: 'video', ext: data.subarray(8, 10).toString('latin1') === 'qt' ? 'mov' : 'mp4' };
  }
  return null;
}

async function readUpload(request: FastifyRequest, limit: number): Promise<{ data: Buffer; name: string }> {
  if (!request.isMultipart()) throw new AppError('validation.failed', { file: 'required' });
  let upload: { data: Buffer; name: string } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || upload) {
        part.file.resume();
        continue;
      }
      upload = { data: await readLimited(part.file, limit), name: part.filename };
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  if (!upload || upload.data.length === 0) throw new AppError('validation.failed', { file: 'required' });
  return upload;
}

const safeName = (name: string, ext: string) => {
  const base = name
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} _-]+/gu, '')
    .trim()
    .slice(0, 80);
  return `${base || 'arquivo'}.${ext}`;
};

/**
 * Stores the resume or the video answer of an unfinished application and remembers it among the application's
 * uploads; the step that uses it names it by id. The application's files live under applications/<id>/.
 */
export async function uploadApplicationFile(
  deps: Deps,
  userId: string,
  id: string,
  kind: Kind,
  request: FastifyRequest,
): Promise<UploadedFile> {
  const { application } = await loadOwnApplication(deps, userId, id);
  if (application.status === 'given_up') throw new AppError('application.given_up');
  if (application.status !== 'in_progress') throw new AppError('application.closed');
  const upload = await readUpload(request, kind === 'video' ? MAX_VIDEO_BYTES : MAX_RESUME_BYTES);
  const type = fileTypeOf(upload.data);
  if (!type || type.kind !== kind) throw new AppError('application.file_type');
  if (type.kind === 'video' && !isReadableVideo(upload.data, type.ext)) throw new AppError('application.video_unreadable');
  const fileId = crypto.randomUUID();
  await deps.storage.put(fileKey(application.id, fileId, type.ext), upload.data);
  const stored: StoredFile = { id: fileId, name: safeName(upload.name, type.ext), kind, ext: type.ext };
  await updateApplicationAnswers(deps.db, application.id, fileId, stored);
  return { id: fileId, name: stored.name, kind, url: candidateFileUrl(application.id)(fileId) };
}

const fileKey = (applicationId: string, fileId: string, ext: string) => `applications/${applicationId}/${fileId}.${ext}`;
const MIME: Record<string, string> = { pdf: 'application/pdf', webm: 'video/webm', mp4: 'video/mp4', mov: 'video/quicktime' };

/**
 * Sends one of an application's files to a side allowed to read it (the candidate, or the recruiters of the
 * position): inline, never cached by shared caches, sandboxed.
 */
export async function sendApplicationFile(deps: Deps, loaded: LoadedApplication, fileId: string, reply: FastifyReply) {
  const file = filesOf(loaded.application.answers).get(fileId);
  const data = file ? await deps.storage.get(fileKey(loaded.application.id, file.id, file.ext)) : null;
  if (!file || !data) throw new AppError('application.file_not_found');
  return reply
    .header('content-type', MIME[file.ext] ?? 'application/octet-stream')
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('cache-control', 'private, max-age=300')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(data);
}
