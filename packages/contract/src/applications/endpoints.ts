import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { pageOf } from '../platform/pagination.ts';
import {
  APPLICATION_STEPS,
  APPLICATION_TABS,
  applicationDetails,
  applicationFeedbackBody,
  applicationItem,
  MAX_VIDEO_BYTES,
  startApplicationBody,
  stepAnswer,
  timedStepClock,
  uploadedFile,
} from './schemas.ts';

export * from './pipeline-endpoints.ts';

/** The candidate's side of applications (matches, oldmatches). Only the caller's own. */
const tag = 'applications';
const idParams = z.object({ id: z.string().min(1).max(200) });
/** a portal's id or subdomain: only the applications made through it */
const aggregator = z.string().trim().min(1).max(200).optional();
const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
};

export const listMatches = defineEndpoint({
  method: 'GET',
  path: '/v1/matches',
  summary:
    'The caller’s applications in one tab: under analysis (default), unfinished or closed (as /v1/oldmatches); only those made through a portal (aggregator) or to a company that wrote to them (messagesFrom)',
  tag,
  access: 'session',
  scope: 'user',
  query: z.object({
    tab: z.enum(APPLICATION_TABS).default('under-analysis'),
    aggregator,
    messagesFrom: z.string().trim().min(1).max(200).optional(),
    /** a company's id or subdomain: only applications to its positions (internal mobility) */
    company: z.string().trim().min(1).max(200).optional(),
    ...paging,
  }),
  responses: { 200: pageOf(applicationItem) },
});

export const listOldMatches = defineEndpoint({
  method: 'GET',
  path: '/v1/oldmatches',
  summary: 'The caller’s closed applications (rejected, hired, position closed, given up), last closed first',
  tag,
  access: 'session',
  scope: 'user',
  query: z.object({ aggregator, company: z.string().trim().min(1).max(200).optional(), ...paging }),
  responses: { 200: pageOf(applicationItem) },
});

export const startApplication = defineEndpoint({
  method: 'POST',
  path: '/v1/matches',
  summary:
    'The interested step: starts an application to an open position (paused or closed ones refuse it), or answers the live one the caller already has; a position without steps goes straight to analysis. `source` says where the candidate came from (search, job_alert, public_page or a shared link’s own origin such as linkedin; absent: direct); a person the company invited to the position is counted as invite',
  tag,
  access: 'session',
  scope: 'user',
  body: startApplicationBody,
  responses: { 201: applicationDetails },
});

export const getApplication = defineEndpoint({
  method: 'GET',
  path: '/v1/matches/:id',
  summary: 'One of the caller’s applications with the position’s steps, the answers so far and the history of its moves',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 200: applicationDetails },
});

export const completeStep = defineEndpoint({
  method: 'PUT',
  path: '/v1/matches/:id/steps/:step',
  summary:
    'Saves the current step’s answers and moves to the next one (in order); the last step puts the application under analysis. Closed registrations and paused positions block progress',
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ id: z.string().min(1).max(200), step: z.enum(APPLICATION_STEPS) }),
  body: stepAnswer,
  responses: { 200: applicationDetails },
});

export const startTimedStep = defineEndpoint({
  method: 'POST',
  path: '/v1/matches/:id/steps/:step/start',
  summary:
    'Starts the clock of the current step when it has a time limit (the video answer, recorded or written; PcD candidates get extra time): the step’s answer is refused once the limit and a short grace for the upload have passed. Starting again never resets the clock: it answers the one already running',
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ id: z.string().min(1).max(200), step: z.enum(APPLICATION_STEPS) }),
  responses: { 200: timedStepClock },
});

export const uploadApplicationFile = defineEndpoint({
  method: 'POST',
  path: '/v1/matches/:id/files',
  summary:
    'Uploads the resume (PDF, or an accessible DOCX, ODT or TXT whose text is read; 5 MB), the video answer (WebM, MP4 or MOV, 25 MB; recorded in the browser or chosen) or the audio answer to a question (WebM, OGG, MP3, M4A or WAV, 10 MB) of an application: multipart field `file`. Every file is checked by its content: media that does not decode, a PDF that does not open, a document without text are refused',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  query: z.object({ kind: z.enum(['resume', 'video', 'audio']) }),
  multipart: {
    files: {
      file: {
        required: true,
        contentTypes: [
          'application/pdf',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'application/vnd.oasis.opendocument.text',
          'text/plain',
          'video/webm',
          'video/mp4',
          'video/quicktime',
          'audio/webm',
          'audio/ogg',
          'audio/mpeg',
          'audio/mp4',
          'audio/wav',
        ],
        maxBytes: MAX_VIDEO_BYTES,
        description:
          'kind=resume: a PDF, DOCX, ODT or TXT of at most 5 MB; kind=video: WebM, MP4 or MOV of at most 25 MB; kind=audio: WebM, OGG, MP3, M4A or WAV of at most 10 MB',
      },
    },
  },
  responses: { 201: uploadedFile },
});

export const getApplicationFile = defineEndpoint({
  method: 'GET',
  path: '/v1/matches/:id/files/:fileId',
  summary: 'The bytes of one of the caller’s application files (resume PDF or video answer); never public',
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ id: z.string().min(1).max(200), fileId: z.string().min(1).max(200) }),
  responses: { 200: z.unknown() },
});

export const giveUpApplication = defineEndpoint({
  method: 'POST',
  path: '/v1/matches/:id/give-up',
  summary: 'Gives up an application: irreversible; taking part again means starting a new application from the first step',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 200: applicationDetails },
});

export const deleteApplication = defineEndpoint({
  method: 'DELETE',
  path: '/v1/matches/:id',
  summary: 'Deletes one of the caller’s applications; feedback may follow (POST /v1/matches/:id/feedback)',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 204: z.null() },
});

export const sendApplicationFeedback = defineEndpoint({
  method: 'POST',
  path: '/v1/matches/:id/feedback',
  summary: 'Why the caller deleted an application (once, after the deletion)',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  body: applicationFeedbackBody,
  responses: { 204: z.null() },
});
