import { MAX_RESUME_BYTES, MAX_VIDEO_BYTES, type UploadedFile } from '@trilha/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { localStorage } from '../../platform/storage/local-storage.ts';
import { multipartFailure, readLimited } from '../../platform/storage/uploads.ts';
import { loadOwnApplication } from './access.ts';
import { updateApplicationAnswers } from './applications.data.ts';

type Kind = UploadedFile['kind'];

/** The file's own bytes decide its type, never its name: a PDF for the resume; WebM, MP4 or QuickTime for a video. */
export function fileTypeOf(data: Buffer): { kind: Kind; ext: string } | null {
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
  const fileId = crypto.randomUUID();
  const url = await localStorage(deps.config.storageDir).put(`applications/${application.id}/${fileId}.${type.ext}`, upload.data);
  const file: UploadedFile = { id: fileId, name: safeName(upload.name, type.ext), url, kind };
  await updateApplicationAnswers(deps.db, application.id, fileId, file);
  return file;
}
