import { DECLINE_TEMPLATE_ID, fillTemplate, type PipelineStage } from '@trilha/contract';
import type { Queryable } from '../../platform/db/connect.ts';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { sendingInBulk } from '../../platform/mail/send-limits.ts';
import { neutralizeLinks } from '../../platform/mail/template.ts';
import { addBulkEvents, assertRecruiterMay, moveApplications } from '../applications/index.ts';
import { emitWebhookEvent } from '../integrations/index.ts';
import { findPositionForApplication } from '../positions/index.ts';
import { assertMayReachOut } from '../workspaces/index.ts';
import { type BulkCandidateRow, lockBulkCandidates } from './bulk.data.ts';
import { templateMail } from './hiring-mail.ts';
import { findMessageTemplate } from './message-templates.service.ts';

type Access = Pick<WorkspaceAccess, 'workspace' | 'actor'>;
interface BulkInput {
  applicationIds: string[];
  action: 'move' | 'decline';
  stage?: Exclude<PipelineStage, 'hired' | 'rejected'>;
  templateId?: string;
  message?: string;
}

/** The message each candidate gets, before its placeholders are filled: a template, or the text typed instead of its. */
export async function messageOf(deps: Deps, companyId: string, body: BulkInput) {
  // a decline always tells the candidate: without a template nor a text, the default "declined after analysis"
  const templateId = body.templateId ?? (body.action === 'decline' && !body.message ? DECLINE_TEMPLATE_ID : undefined);
  const template = templateId ? await findMessageTemplate(deps, companyId, templateId) : null;
  const text = body.message || template?.body;
  if (!text) return null;
  return { subject: template?.subject ?? 'Atualização da sua candidatura: {{vaga}}', body: text };
}

/**
 * Moves or declines many candidates of one position: all of them or none. Every id must be an
 * application of this position under analysis and not at the target stage already, or nothing changes and the
 * answer says so. Each candidate gets one history line and, when there is a message, one e-mail through the outbox
 * with its placeholders filled ({{nome}}, {{vaga}}, {{empresa}}); a decline's message is also the closing message
 * the candidate reads in the closed tab.
 */
export async function bulkCandidates(deps: Deps, access: Access, positionId: string, body: BulkInput) {
  const position = UUID_PATTERN.test(positionId) ? await findPositionForApplication(deps.db, positionId) : null;
  if (!position || position.workspaceId !== access.workspace.id) throw new AppError('position.not_found');
  try {
    assertRecruiterMay(access.actor, 'recruitment.positions.manage', position);
  } catch {
    throw new AppError('position.not_found');
  }
  const actorId = access.actor.userId;
  if (!actorId) throw new AppError('permission.denied');
  const ids = [...new Set(body.applicationIds.map((id) => id.toLowerCase()))];
  const stage: PipelineStage = body.action === 'decline' ? 'rejected' : (body.stage ?? 'screening');
  const message = await messageOf(deps, access.workspace.id, body);
  if (message) assertMayReachOut(access.workspace);
  const send = { senderId: actorId, workspaceId: access.workspace.id, applicationIds: message ? ids : [] };
  return sendingInBulk(deps, send, () =>
    deps.db.transaction(async (tx) => {
      const rows = await lockBulkCandidates(tx, position.id, ids);
      const movable = rows.filter((row) => row.status === 'under_analysis' && row.stage !== stage);
      if (movable.length !== ids.length) throw new AppError('application.bulk_not_applicable');
      const changed = await changeCandidates(deps, tx, {
        position,
        company: access.workspace,
        rows,
        stage,
        decline: body.action === 'decline',
        message,
        actorId,
      });
      return { changed, emailed: message ? rows.length : 0 };
    }),
  );
}

interface CandidatesChange {
  position: { id: string; title: string };
  company: { id: string; name: string };
  /** the candidates, locked by the caller's transaction */
  rows: BulkCandidateRow[];
  stage: PipelineStage;
  decline: boolean;
  message: { subject: string; body: string } | null;
  /** null when the platform acts (an automatic decline) */
  actorId: string | null;
}

/**
 * Moves or declines locked candidates inside the caller's transaction: the stage, one history line each, the webhook
 * event and, with a message, one e-mail each with its placeholders filled ({{nome}}, {{vaga}}, {{empresa}}); a
 * decline's message is also the closing message the candidate reads in the closed tab.
 */
export async function changeCandidates(deps: Deps, tx: Queryable, change: CandidatesChange): Promise<number> {
  const { position, company, rows, stage, decline, message } = change;
  const valuesOf = (row: BulkCandidateRow) => ({
    nome: neutralizeLinks(row.firstName),
    vaga: neutralizeLinks(position.title),
    empresa: neutralizeLinks(company.name),
  });
  const now = deps.clock.now();
  const texts = rows.map((row) => (message ? fillTemplate(message.body, valuesOf(row)) : null));
  const ids = rows.map((row) => row.applicationId);
  const changed = await moveApplications(tx, {
    ids,
    stage,
    status: decline ? 'closed' : 'under_analysis',
    closingMessages: decline ? texts : rows.map(() => null),
    at: now,
  });
  await addBulkEvents(tx, { ids, kind: decline ? 'rejected' : 'stage', detail: stage, notes: texts, actorId: change.actorId, at: now });
  for (const row of rows) {
    await emitWebhookEvent(deps, tx, company.id, 'application.stage_changed', {
      applicationId: row.applicationId,
      positionId: position.id,
      stage,
      previousStage: row.stage,
    });
  }
  if (message) {
    for (const [index, row] of rows.entries()) {
      const subject = fillTemplate(message.subject, valuesOf(row));
      await deps.mailer.enqueue(
        tx,
        templateMail(deps.config, row.email, 'pt-BR', { subject, body: texts[index] ?? '' }, row.applicationId),
      );
    }
  }
  return changed;
}
