import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { pageOf } from '../platform/pagination.ts';
import { several } from '../positions/endpoints.ts';
import { answerDate, CANDIDATE_SORTS, candidateApplication, PIPELINE_STAGES, pipelineCandidate, stageMove } from './schemas.ts';

/**
 * The recruiters' side (recruitment module): a position's pipeline, the candidate bank, one candidate's
 * application. Managers, participants and evaluators work only on the positions they are linked to; the handler
 * checks the position, the route the role's action.
 */
const tag = 'recruitment';
const company = { from: 'company-header' } as const;
const application = { from: 'resource', resource: 'application', param: 'id' } as const;
const idParams = z.object({ id: z.string().min(1).max(200) });
const pcdFlag = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean());
const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
};

export const listPositionCandidates = defineEndpoint({
  method: 'GET',
  path: '/v1/-/positions/:id/candidates',
  summary:
    'A position’s candidates at one stage (all stages when omitted), ranked by fit, last moved or nearest promised answer, filtered by fit, PcD, city and skills, with how many are at each stage',
  tag,
  access: 'session',
  scope: company,
  permission: 'recruitment.positions.view',
  apiScope: 'applications:read',
  params: idParams,
  query: z.object({
    stage: z.enum(PIPELINE_STAGES).optional(),
    /** match: best fit first; recent: last moved first; answerBy: the nearest promised answer first (none last) */
    sort: z.enum(CANDIDATE_SORTS).default('recent'),
    /** only candidates who meet at least this percent of the requirements */
    minMatch: z.coerce.number().int().min(0).max(100).optional(),
    /** only PcD candidates (true) or only the others (false) */
    pcd: pcdFlag.optional(),
    /** only candidates living in this city (IBGE code) */
    city: z.coerce.number().int().min(1).max(99_999_999).optional(),
    /** only candidates holding every one of these skills (repeated or comma-separated) */
    skill: several(z.uuid(), 10).default([]),
    /** only candidates who passed (or failed) the position's eliminatory screening questions */
    screening: z.enum(['passed', 'failed']).optional(),
    ...paging,
  }),
  responses: {
    200: pageOf(pipelineCandidate).extend({
      stages: z.record(z.enum(PIPELINE_STAGES), z.number()),
      unfinished: z.number(),
      /** what the filters offer: the cities the position's candidates live in, the position's required skills */
      facets: z.object({
        cities: z.array(z.object({ id: z.number(), name: z.string() })),
        skills: z.array(z.object({ id: z.string(), title: z.string() })),
      }),
    }),
  },
});

export const listCandidateBank = defineEndpoint({
  method: 'GET',
  path: '/v1/-/candidates',
  summary: 'The company’s candidate bank: everyone who applied to its positions, by name or e-mail, last moved first',
  tag,
  access: 'session',
  scope: company,
  permission: 'recruitment.candidates.manage',
  apiScope: 'candidates:read',
  query: z.object({ text: z.string().trim().max(200).default(''), ...paging }),
  responses: { 200: pageOf(pipelineCandidate) },
});

export const getCandidateApplication = defineEndpoint({
  method: 'GET',
  path: '/v1/-/applications/:id',
  summary: 'A candidate’s application as the recruiters read it: answers, resume, video, history',
  tag,
  access: 'session',
  scope: application,
  permission: 'recruitment.positions.view',
  apiScope: 'applications:read',
  params: idParams,
  responses: { 200: candidateApplication },
});

export const moveCandidate = defineEndpoint({
  method: 'PUT',
  path: '/v1/-/applications/:id/stage',
  summary: 'Moves a candidate to another stage; rejected (with an optional message to the candidate) and hired close the application',
  tag,
  access: 'session',
  scope: application,
  permission: 'recruitment.positions.evaluate',
  apiScope: 'applications:write',
  params: idParams,
  body: stageMove,
  responses: { 200: candidateApplication },
});

export const setAnswerDate = defineEndpoint({
  method: 'PUT',
  path: '/v1/-/applications/:id/answer-date',
  summary: 'The date by which the company promises the candidate an answer',
  tag,
  access: 'session',
  scope: application,
  permission: 'recruitment.positions.manage',
  apiScope: 'applications:write',
  params: idParams,
  body: answerDate,
  responses: { 200: candidateApplication },
});

export const getCandidateFile = defineEndpoint({
  method: 'GET',
  path: '/v1/-/applications/:id/files/:fileId',
  summary: 'The bytes of a candidate’s resume or video answer, for the recruiters of the position',
  tag,
  access: 'session',
  scope: application,
  permission: 'recruitment.positions.view',
  apiScope: 'candidates:read',
  params: z.object({ id: z.string().min(1).max(200), fileId: z.string().min(1).max(200) }),
  responses: { 200: z.unknown() },
});
