import { resumeApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import { getResumeImport, uploadResume } from './resume.service.ts';

export const resumeRoutes = [
  route(resumeApi.uploadResume, async ({ deps, lang, session, request, reply }) => {
    reply.status(202);
    return uploadResume(deps, lang, session.user.id, request);
  }),

  route(resumeApi.getResumeImport, ({ deps, lang, session, params }) => getResumeImport(deps, lang, session.user.id, params.id)),
];
