import { useMutation } from '@tanstack/react-query';
import { applicationsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

/** A recording's file name: what the browser recorded (WebM, Ogg or MP4), named by its kind. */
const recordingName = (kind: Kind, type: string) => {
  const ext = type.includes('mp4') ? (kind === 'audio' ? 'm4a' : 'mp4') : type.includes('ogg') ? 'ogg' : 'webm';
  return `${kind === 'audio' ? 'audio' : 'video'}.${ext}`;
};

type Kind = 'resume' | 'video' | 'audio';

/**
 * POST /v1/matches/:id/files?kind=: the resume (PDF, DOCX, ODT or TXT), the video answer or an answer by voice to a
 * question (recorded or chosen); the step's PUT then names it.
 */
export function uploadApplicationFile(id: string, kind: Kind, file: Blob) {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : recordingName(kind, file.type));
  return api(applicationsApi.uploadApplicationFile, { params: { id }, query: { kind }, form });
}

/** The upload as a mutation, for the forms that show it pending. */
export function useUploadApplicationFile(id: string) {
  return useMutation({ mutationFn: ({ kind, file }: { kind: Kind; file: Blob }) => uploadApplicationFile(id, kind, file) });
}
