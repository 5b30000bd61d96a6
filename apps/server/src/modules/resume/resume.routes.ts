import { RESUME_MAX_BYTES, resumeApi } from '@trilha/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { route } from '../../platform/http/context.ts';
import { readSingleFile } from '../../platform/storage/uploads.ts';
import { getResumeImport, takeResumeUploadAllowance, uploadResume } from './resume.service.ts';

/** The PDF sent in the multipart field `file`; one past RESUME_MAX_BYTES is refused as resume.too_large. */
async function readResumeFile(request: FastifyRequest): Promise<Buffer> {
  try {
    return await readSingleFile(request, 'file', RESUME_MAX_BYTES);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'file.too_large' || error.code === 'payload_too_large'))
      throw new AppError('resume.too_large');
    throw error;
  }
}

export const resumeRoutes = [
  route(resumeApi.uploadResume, async ({ deps, lang, session, request, reply }) => {
    reply.status(202);
    await takeResumeUploadAllowance(deps, session.user.id);
    return uploadResume(deps, lang, session.user.id, await readResumeFile(request));
  }),

  route(resumeApi.getResumeImport, ({ deps, lang, session, params }) => getResumeImport(deps, lang, session.user.id, params.id)),
];
