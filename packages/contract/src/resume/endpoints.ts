import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { RESUME_MAX_BYTES, resumeImport } from './schemas.ts';

const tag = 'resume';

export const uploadResume = defineEndpoint({
  method: 'POST',
  path: '/v1/resume/upload',
  summary:
    'Starts a resume import (multipart `file`: a PDF of at most 5 MB, no password, at most 30,000 characters); the analysis runs in the background',
  tag,
  access: 'session',
  scope: 'user',
  multipart: {
    files: {
      file: {
        required: true,
        contentTypes: ['application/pdf'],
        maxBytes: RESUME_MAX_BYTES,
        description: 'The resume: a PDF without a password',
      },
    },
  },
  responses: { 202: resumeImport },
});

export const getResumeImport = defineEndpoint({
  method: 'GET',
  path: '/v1/resume/profile/:id',
  summary: "An import's progress and, once done, the fields read from the resume (nothing is written to the profile)",
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ id: z.string().min(1).max(100) }),
  responses: { 200: resumeImport },
});
