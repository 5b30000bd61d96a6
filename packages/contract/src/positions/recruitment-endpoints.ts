import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { itemsOf } from '../lookups/schemas.ts';
import { pageOf } from '../platform/pagination.ts';
import { searchText } from '../search/search-text.ts';
import {
  approvalGroup,
  POSITION_SORTS,
  POSITION_STATUSES,
  positionForm,
  recruiterPositionDetails,
  worklistFacets,
  worklistPosition,
} from './schemas.ts';

/**
 * The recruitment module's side of positions (docs/product.md, Recruitment roles): the company is the X-Company header's. The
 * route checks the role's action; the handler checks the position itself (managers and evaluators work only on
 * the positions they are linked to).
 */
const tag = 'recruitment';
const company = { from: 'company-header' } as const;
const idParams = z.object({ id: z.string().min(1).max(200) });

export const listCompanyPositions = defineEndpoint({
  method: 'GET',
  path: '/v1/-/positions',
  summary:
    'The recruiters’ worklist: the company’s positions with one status the caller may see (all of them, or those they are linked to), found by title or code and filtered by department, city and linked recruiter; each with its candidates per stage, overdue answers and recruiters',
  tag,
  access: 'session',
  scope: company,
  permission: 'recruitment.positions.view',
  apiScope: 'positions:read',
  query: z.object({
    status: z.enum(POSITION_STATUSES).default('active'),
    /** part of the title (accents and case aside) or of the code */
    query: searchText.default(''),
    /** only the positions of one department (also the admin center's department page) */
    department: z.uuid().optional(),
    /** a city (IBGE code) */
    city: z.coerce.number().int().min(1).max(99_999_999).optional(),
    /** only the positions this person is linked to */
    recruiter: z.uuid().optional(),
    /** recent: last changed first; published: last published first; title: A to Z */
    sort: z.enum(POSITION_SORTS).default('recent'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  }),
  responses: { 200: pageOf(worklistPosition).extend({ facets: worklistFacets }) },
});

export const createPosition = defineEndpoint({
  method: 'POST',
  path: '/v1/-/positions',
  summary: 'Creates a draft position; its author is linked to it',
  tag,
  access: 'session',
  scope: company,
  permission: 'recruitment.positions.manage',
  apiScope: 'positions:write',
  body: positionForm,
  responses: { 201: recruiterPositionDetails },
});

export const getCompanyPosition = defineEndpoint({
  method: 'GET',
  path: '/v1/-/positions/:id',
  summary: 'A position of the company as its recruiters edit it, drafts included',
  tag,
  access: 'session',
  scope: company,
  permission: 'recruitment.positions.view',
  apiScope: 'positions:read',
  params: idParams,
  responses: { 200: recruiterPositionDetails },
});

export const updatePosition = defineEndpoint({
  method: 'PUT',
  path: '/v1/-/positions/:id',
  summary: 'Edits a position (an active one stays active; an edited draft waiting for approval waits again)',
  tag,
  access: 'session',
  scope: company,
  permission: 'recruitment.positions.manage',
  apiScope: 'positions:write',
  params: idParams,
  body: positionForm,
  responses: { 200: recruiterPositionDetails },
});

export const publishPosition = defineEndpoint({
  method: 'POST',
  path: '/v1/-/positions/:id/publish',
  summary: 'Sends a draft through the approval flow: active at once when the company has no approval groups, else waiting for approval',
  tag,
  access: 'session',
  scope: company,
  permission: 'recruitment.drafts.manage',
  apiScope: 'positions:write',
  params: idParams,
  responses: { 200: recruiterPositionDetails },
});

export const decideApproval = defineEndpoint({
  method: 'POST',
  path: '/v1/-/positions/:id/approval',
  summary:
    'A member of an approval group (or a recruitment admin) approves a waiting draft, which becomes active, or sends it back with a note',
  tag,
  access: 'session',
  scope: company,
  permission: 'recruitment.positions.view',
  params: idParams,
  body: z.object({ decision: z.enum(['approve', 'reject']), note: z.string().trim().max(1000).nullable().default(null) }),
  responses: { 200: recruiterPositionDetails },
});

export const changePositionStatus = defineEndpoint({
  method: 'POST',
  path: '/v1/-/positions/:id/status',
  summary: 'Pauses, archives or reopens a published position (active ↔ paused, either → archived, archived → active)',
  tag,
  access: 'session',
  scope: company,
  permission: 'recruitment.positions.manage',
  apiScope: 'positions:write',
  params: idParams,
  body: z.object({ status: z.enum(['active', 'paused', 'archived']) }),
  responses: { 200: recruiterPositionDetails },
});

export const getApprovalFlow = defineEndpoint({
  method: 'GET',
  path: '/v1/-/approvalflow',
  summary: 'The groups of the company that approve draft positions, in order, with their members',
  tag,
  access: 'session',
  scope: company,
  permission: 'recruitment.positions.view',
  responses: { 200: itemsOf(approvalGroup) },
});
