import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import {
  applicationEvaluations,
  bulkCandidatesBody,
  bulkCandidatesResult,
  evaluationBody,
  messageTemplate,
  messageTemplateBody,
} from './workbench.ts';

/**
 * The recruiters' workbench: scorecards of one application, the company's message templates and actions
 * on many candidates of a position. Object rules (linked positions, the author of a scorecard) are the handler's.
 */
const tag = 'recruitment';
const company = { from: 'company-header' } as const;
const application = { from: 'resource', resource: 'application', param: 'id' } as const;
const idParams = z.object({ id: z.string().min(1).max(200) });

export const listApplicationEvaluations = defineEndpoint({
  method: 'GET',
  path: '/v1/-/applications/:id/evaluations',
  summary:
    'The scorecards of a candidate (one per evaluator) with the criteria to score and the average; for the position’s recruiters only, never the candidate',
  tag,
  access: 'session',
  scope: application,
  permission: 'recruitment.positions.view',
  params: idParams,
  responses: { 200: applicationEvaluations },
});

export const saveApplicationEvaluation = defineEndpoint({
  method: 'PUT',
  path: '/v1/-/applications/:id/evaluations',
  summary:
    'Writes or changes the caller’s own scorecard of a candidate: a recommendation, a private note and 1 to 5 per criterion (any left out)',
  tag,
  access: 'session',
  scope: application,
  permission: 'recruitment.positions.evaluate',
  params: idParams,
  body: evaluationBody,
  responses: { 200: applicationEvaluations },
});

export const listMessageTemplates = defineEndpoint({
  method: 'GET',
  path: '/v1/-/message-templates',
  summary: 'The company’s message templates to candidates: the three defaults, then its own by name',
  tag,
  access: 'session',
  scope: company,
  permission: 'recruitment.positions.view',
  responses: { 200: z.object({ items: z.array(messageTemplate) }) },
});

export const createMessageTemplate = defineEndpoint({
  method: 'POST',
  path: '/v1/-/message-templates',
  summary: 'Adds a message template with the placeholders {{nome}}, {{vaga}} and {{empresa}}',
  tag,
  access: 'session',
  scope: company,
  permission: 'recruitment.candidates.manage',
  body: messageTemplateBody,
  responses: { 201: messageTemplate },
});

export const updateMessageTemplate = defineEndpoint({
  method: 'PUT',
  path: '/v1/-/message-templates/:id',
  summary: 'Changes one of the company’s own message templates (the defaults are not changed)',
  tag,
  access: 'session',
  scope: company,
  permission: 'recruitment.candidates.manage',
  params: idParams,
  body: messageTemplateBody,
  responses: { 200: messageTemplate },
});

export const deleteMessageTemplate = defineEndpoint({
  method: 'DELETE',
  path: '/v1/-/message-templates/:id',
  summary: 'Deletes one of the company’s own message templates',
  tag,
  access: 'session',
  scope: company,
  permission: 'recruitment.candidates.manage',
  params: idParams,
  responses: { 204: z.null() },
});

export const bulkCandidates = defineEndpoint({
  method: 'POST',
  path: '/v1/-/positions/:id/candidates/bulk',
  summary:
    'Moves or declines up to 200 candidates of a position in one go, all or none: one history line and one e-mail (a template with its placeholders filled) per candidate',
  tag,
  access: 'session',
  scope: company,
  permission: 'recruitment.positions.manage',
  apiScope: 'applications:write',
  params: idParams,
  body: bulkCandidatesBody,
  responses: { 200: bulkCandidatesResult },
});
