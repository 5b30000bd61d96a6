import {
  type Actor,
  can,
  check,
  grantsOf,
  type Language,
  PIPELINE_STAGES,
  type PipelineStage,
  type PositionStatus,
  type positionForm,
  type positionsApi,
  skillKey,
  type WorklistPosition,
} from '@trilha/contract';
import type { z } from 'zod';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { emitWebhookEvent } from '../integrations/index.ts';
import { assertMayReachOut } from '../workspaces/index.ts';
import { answerDay } from './company-day.ts';
import { type PositionDetailRow, toPositionItem } from './items.ts';
import { formOf, positionValues } from './position-values.ts';
import { findPositionDetails } from './positions.data.ts';
import {
  activeDepartmentOf,
  approvalOf,
  existingSkillIds,
  insertPosition,
  listApprovalGroups,
  memberIdsOf,
  replacePositionMembers,
  replacePositionSkills,
  updatePositionRow,
} from './recruitment.data.ts';
import { worklistFacets, worklistFacts, worklistPage } from './worklist.data.ts';

type Form = z.output<typeof positionForm>;
type WorklistQuery = z.output<typeof positionsApi.listCompanyPositions.query>;
type Caller = Pick<WorkspaceAccess, 'workspace' | 'actor'> & { userId: string };

export const callerOf = (access: WorkspaceAccess, userId: string): Caller => ({ workspace: access.workspace, actor: access.actor, userId });

const positionResource = (row: Pick<PositionDetailRow, 'linkedUserIds'>) => ({
  kind: 'position' as const,
  linkedUserIds: row.linkedUserIds,
});

/**
 * A position of the caller's company they may see: another company's is not found; a manager or evaluator sees
 * the positions they are linked to; drafts only with recruitment.drafts.manage.
 */
async function loadPosition(deps: Deps, caller: Caller, lang: Language, id: string): Promise<PositionDetailRow> {
  const row = UUID_PATTERN.test(id) ? await findPositionDetails(deps.db, caller.userId, lang, id) : null;
  if (!row || row.companyId !== caller.workspace.id) throw new AppError('position.not_found');
  const denial = check(caller.actor, 'recruitment.positions.view', positionResource(row));
  if (denial) throw new AppError(denial === 'permission.denied' ? 'position.not_found' : denial);
  if (row.status === 'draft' && !grantsOf(caller.actor).has('recruitment.drafts.manage')) throw new AppError('position.not_found');
  return row;
}

function assertMay(actor: Actor, action: 'recruitment.positions.manage' | 'recruitment.drafts.manage', row: PositionDetailRow) {
  const denial = check(actor, action, positionResource(row));
  if (denial) throw new AppError(denial);
}

async function mayApprove(deps: Deps, caller: Caller, row: PositionDetailRow) {
  if (row.status !== 'draft' || row.approvalStatus !== 'pending') return false;
  if (grantsOf(caller.actor).has('recruitment.settings.manage')) return true;
  return (await approvalOf(deps.db, caller.workspace.id, caller.userId)).approver;
}

async function toRecruiterDetails(deps: Deps, caller: Caller, lang: Language, row: PositionDetailRow) {
  return {
    ...toPositionItem(row, lang),
    approvalStatus: row.approvalStatus,
    approvalNote: row.approvalNote,
    department: row.departmentId && row.department ? { id: row.departmentId, name: row.department } : null,
    updatedAt: row.updatedAt.toISOString(),
    canManage: can(caller.actor, 'recruitment.positions.manage', positionResource(row)),
    canApprove: await mayApprove(deps, caller, row),
    skills: row.skills,
    form: formOf(row),
  };
}

export async function getCompanyPosition(deps: Deps, caller: Caller, lang: Language, id: string) {
  return toRecruiterDetails(deps, caller, lang, await loadPosition(deps, caller, lang, id));
}

/**
 * The recruiters' worklist: one page of the positions with one status the caller sees, found and filtered, each with
 * its candidates per stage, the answers overdue on the company's day and its recruiters; the filters' options beside.
 */
export async function listCompanyPositions(deps: Deps, caller: Caller, lang: Language, query: WorklistQuery) {
  const grants = grantsOf(caller.actor);
  if (query.status === 'draft' && !grants.has('recruitment.drafts.manage')) throw new AppError('permission.denied');
  const seen = {
    workspaceId: caller.workspace.id,
    status: query.status,
    seesAll: grants.has('recruitment.positions.all'),
    userId: caller.userId,
  };
  const [{ ids, total }, facets] = await Promise.all([
    worklistPage(deps.db, {
      ...seen,
      text: skillKey(query.query),
      departmentId: query.department ?? null,
      cityId: query.city ?? null,
      recruiterId: query.recruiter ?? null,
      sort: query.sort,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    worklistFacets(deps.db, seen),
  ]);
  const [details, facts] = await Promise.all([
    Promise.all(ids.map((id) => findPositionDetails(deps.db, caller.userId, lang, id))),
    worklistFacts(deps.db, ids, answerDay(deps.clock.now(), caller.workspace.region)),
  ]);
  const items = await Promise.all(
    details
      .flatMap((row) => (row ? [row] : []))
      .map(async (row): Promise<WorklistPosition> => {
        const { form: _form, skills: _skills, ...rest } = await toRecruiterDetails(deps, caller, lang, row);
        const stageCounts = Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, 0])) as Record<PipelineStage, number>;
        let overdue = 0;
        for (const count of facts.stages.filter((item) => item.positionId === row.id)) {
          stageCounts[count.stage as PipelineStage] += count.count;
          overdue += count.overdue;
        }
        const recruiters = facts.recruiters.filter((item) => item.positionId === row.id).map(({ id, name }) => ({ id, name }));
        return { ...rest, stageCounts, overdue, recruiters };
      }),
  );
  return { items, page: query.page, limit: query.limit, total, facets };
}

/** What the form refers to must be the company's: its department, its members, existing skills. */
async function checkReferences(deps: Deps, caller: Caller, form: Form) {
  const fields: Record<string, string> = {};
  if (form.departmentId && !(await activeDepartmentOf(deps.db, caller.workspace.id, form.departmentId))) fields.departmentId = 'invalid';
  const members = await memberIdsOf(deps.db, caller.workspace.id, form.linkedUserIds);
  if (form.linkedUserIds.some((id) => !members.has(id))) fields.linkedUserIds = 'invalid';
  const skills = await existingSkillIds(
    deps.db,
    form.skills.map((skill) => skill.skillId),
  );
  if (form.skills.some((skill) => !skills.has(skill.skillId))) fields.skills = 'invalid';
  if (Object.keys(fields).length > 0) throw new AppError('validation.failed', fields);
}

export async function createPosition(deps: Deps, caller: Caller, lang: Language, form: Form) {
  await checkReferences(deps, caller, form);
  const now = deps.clock.now();
  const values = await positionValues(form, caller.workspace.name, now);
  const id = await deps.db.transaction(async (tx) => {
    const created = await insertPosition(tx, {
      ...values,
      workspaceId: caller.workspace.id,
      authorId: caller.userId,
      status: 'draft',
      createdAt: now,
    });
    await replacePositionSkills(tx, created, form.skills);
    // the author works on what they created, whatever their role
    await replacePositionMembers(tx, created, [...new Set([caller.userId, ...form.linkedUserIds])]);
    return created;
  });
  return getCompanyPosition(deps, caller, lang, id);
}

export async function updatePosition(deps: Deps, caller: Caller, lang: Language, id: string, form: Form) {
  const row = await loadPosition(deps, caller, lang, id);
  assertMay(caller.actor, 'recruitment.positions.manage', row);
  await checkReferences(deps, caller, form);
  const values = await positionValues(form, caller.workspace.name, deps.clock.now());
  await deps.db.transaction(async (tx) => {
    await updatePositionRow(tx, row.id, values);
    await replacePositionSkills(tx, row.id, form.skills);
    await replacePositionMembers(tx, row.id, [...new Set([...(row.authorId ? [row.authorId] : []), ...form.linkedUserIds])]);
  });
  return getCompanyPosition(deps, caller, lang, row.id);
}

/** A position open to the public goes live only for a company whose owner confirmed their e-mail address. */
function assertMayGoPublic(caller: Caller, row: PositionDetailRow) {
  if (!row.internalOnly) assertMayReachOut(caller.workspace);
}

/** A draft goes through the approval flow: with no approval groups it is active at once. */
/** What a position's webhook events carry: enough to fetch the rest with an API key (positions:read). */
const positionEventData = (row: { id: string; title: string }) => ({ positionId: row.id, title: row.title });

export async function publishPosition(deps: Deps, caller: Caller, lang: Language, id: string) {
  const row = await loadPosition(deps, caller, lang, id);
  assertMay(caller.actor, 'recruitment.drafts.manage', row);
  if (row.status !== 'draft') throw new AppError('position.invalid_transition');
  if (row.approvalStatus === 'pending') throw new AppError('position.approval_pending');
  assertMayGoPublic(caller, row);
  const now = deps.clock.now();
  const { groups } = await approvalOf(deps.db, caller.workspace.id, caller.userId);
  await deps.db.transaction(async (tx) => {
    await updatePositionRow(
      tx,
      row.id,
      groups > 0
        ? { approvalStatus: 'pending', approvalNote: null, updatedAt: now }
        : { status: 'active', approvalStatus: 'approved', publishedAt: now, updatedAt: now },
    );
    if (groups === 0) await emitWebhookEvent(deps, tx, caller.workspace.id, 'position.published', positionEventData(row));
  });
  return getCompanyPosition(deps, caller, lang, row.id);
}

export async function decideApproval(
  deps: Deps,
  caller: Caller,
  lang: Language,
  id: string,
  body: { decision: 'approve' | 'reject'; note: string | null },
) {
  const row = await loadPosition(deps, caller, lang, id);
  if (row.status !== 'draft' || row.approvalStatus !== 'pending') throw new AppError('position.not_awaiting_approval');
  if (!(await mayApprove(deps, caller, row))) throw new AppError('permission.denied');
  if (body.decision === 'approve') assertMayGoPublic(caller, row);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await updatePositionRow(
      tx,
      row.id,
      body.decision === 'approve'
        ? { status: 'active', approvalStatus: 'approved', approvalNote: body.note, publishedAt: now, updatedAt: now }
        : { approvalStatus: 'rejected', approvalNote: body.note, updatedAt: now },
    );
    if (body.decision === 'approve') await emitWebhookEvent(deps, tx, caller.workspace.id, 'position.published', positionEventData(row));
  });
  return getCompanyPosition(deps, caller, lang, row.id);
}

/** A published position pauses, closes (archived) and reopens. */
const TRANSITIONS: Record<PositionStatus, PositionStatus[]> = {
  draft: [],
  active: ['paused', 'archived'],
  paused: ['active', 'archived'],
  archived: ['active'],
};

export async function changePositionStatus(
  deps: Deps,
  caller: Caller,
  lang: Language,
  id: string,
  status: 'active' | 'paused' | 'archived',
) {
  const row = await loadPosition(deps, caller, lang, id);
  assertMay(caller.actor, 'recruitment.positions.manage', row);
  if (!TRANSITIONS[row.status].includes(status)) throw new AppError('position.invalid_transition');
  if (status === 'active') assertMayGoPublic(caller, row);
  await deps.db.transaction(async (tx) => {
    await updatePositionRow(tx, row.id, { status, updatedAt: deps.clock.now() });
    // closing is archiving; a reopened position is published again
    if (status === 'archived') await emitWebhookEvent(deps, tx, caller.workspace.id, 'position.closed', positionEventData(row));
    if (status === 'active' && row.status === 'archived')
      await emitWebhookEvent(deps, tx, caller.workspace.id, 'position.published', positionEventData(row));
  });
  return getCompanyPosition(deps, caller, lang, row.id);
}

export async function approvalFlow(deps: Deps, caller: Caller) {
  return { items: await listApprovalGroups(deps.db, caller.workspace.id) };
}
