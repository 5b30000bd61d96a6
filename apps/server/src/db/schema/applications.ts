import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { positions } from './positions.ts';
import { workspaces } from './workspaces.ts';

/**
 * A candidate's application to a position (docs/product.md, Applications).
 *
 * `status`: in_progress (unfinished: `step` is the next step to do) →
 * under_analysis (every step done; the company's pipeline takes over) → closed (rejected, hired, position archived);
 * given_up (the candidate gave up: irreversible, a new application starts from the first step). `stage` is where the
 * company's pipeline holds the candidate. `workspace_id` is the position's company, kept here so the company's lists
 * need no join to positions. A deleted application (`DELETE /v1/matches/:id`) keeps its row with `deleted_at` until
 * its feedback is given, and is hidden everywhere.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** the aggregator portal the candidate applied through, if any */
    aggregatorId: uuid('aggregator_id').references(() => workspaces.id, { onDelete: 'set null' }),
    /** in_progress | under_analysis | closed | given_up */
    status: text('status').notNull(),
    /** the next step to do: interested, then the position's step kinds in order, then none (under analysis) */
    step: text('step').notNull().default('interested'),
    /** new | screening | interview | offer | hired | rejected */
    stage: text('stage').notNull().default('new'),
    /** what the candidate answered, per step kind: { profile: { resumeUrl, coverLetter }, questions: [...], video_answer: { url } } */
    answers: jsonb('answers').notNull().default({}),
    /** the date by which the company promises an answer */
    answerBy: date('answer_by'),
    /** the message sent with a rejection, shown to the candidate */
    closingMessage: text('closing_message'),
    internal: boolean('internal').notNull().default(false),
    /**
     * where the candidate came from: search, job_alert, public_page, invite, direct, or a shared link's own origin
     * (`?origem=`/`utm_source`, normalised); null on applications made before it was recorded, read as direct
     */
    source: text('source'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // one live application per person and position (a given-up or deleted one does not count)
    uniqueIndex('applications_user_position_live_idx').on(t.userId, t.positionId).where(sql`status <> 'given_up' and deleted_at is null`),
    // the candidate's tabs: their applications by status, last moved first
    index('applications_user_status_idx').on(t.userId, t.status, t.updatedAt, t.id).where(sql`deleted_at is null`),
    // the pipeline: a position's candidates by stage, and the company's candidate bank and reports
    index('applications_position_stage_idx').on(t.positionId, t.stage, t.updatedAt, t.id).where(sql`deleted_at is null`),
    index('applications_workspace_updated_idx').on(t.workspaceId, t.updatedAt, t.id).where(sql`deleted_at is null`),
    index('applications_workspace_submitted_idx').on(t.workspaceId, t.submittedAt),
    // the applications a company's candidates started in a period, finished or not (the steps' drop-off)
    index('applications_workspace_created_idx').on(t.workspaceId, t.createdAt).where(sql`deleted_at is null`),
    // a portal's applications (its tabs and its reports)
    index('applications_aggregator_submitted_idx').on(t.aggregatorId, t.submittedAt).where(sql`aggregator_id is not null`),
    // the automatic decline's run: only the knocked-out candidates nobody has moved on, oldest first
    index('applications_knocked_out_idx')
      .on(t.submittedAt, t.id)
      .where(
        sql`status = 'under_analysis' and deleted_at is null and stage in ('new', 'screening') and answers->'questions' @> '[{"knockedOut": true}]'`,
      ),
    index('applications_aggregator_created_idx')
      .on(t.aggregatorId, t.createdAt)
      .where(sql`aggregator_id is not null and deleted_at is null`),
  ],
);
export type ApplicationRow = typeof applications.$inferSelect;

/** The history of an application's moves, shown to the candidate and the recruiters; never edited. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** the order of events written in the same instant (a step and the submission) */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** started | step_done | submitted | stage | rejected | hired | gave_up | answer_date | interview | offer | closed */
    kind: text('kind').notNull(),
    /** the step kind, stage or decision the event is about */
    detail: text('detail'),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('application_events_application_at_idx').on(t.applicationId, t.at, t.seq), index('application_events_at_idx').on(t.at)],
);

/**
 * The clock of a timed step (the video answer's time limit, enforced by the server): when the candidate
 * started it (`POST /v1/matches/:id/steps/:step/start`) and the limit they had then, PcD extra time included, so a
 * profile or position changed mid-answer moves nothing. Written once: starting again never resets it.
 */
export const applicationStepClocks = pgTable(
  'application_step_clocks',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** the step kind (video_answer) */
    step: text('step').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    limitSeconds: integer('limit_seconds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.step] })],
);

/** What a candidate said after deleting an application (`POST /v1/matches/:id/feedback`). */
export const applicationFeedback = pgTable('application_feedback', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  feedback: text('feedback').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Messages between a candidate and the company about one application (the conversation is the application).
 * `from_company` tells the side; `read_at` is set when the other side reads it.
 */
export const applicationMessages = pgTable(
  'application_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    fromCompany: boolean('from_company').notNull(),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('application_messages_application_created_idx').on(t.applicationId, t.createdAt),
    // unread counts of either side
    index('application_messages_unread_idx').on(t.applicationId, t.fromCompany).where(sql`read_at is null`),
  ],
);

/**
 * The candidate's e-mails about a conversation's company messages: when the last one went out and, when messages
 * came within the interval after it, when the next is due. At most one e-mail per conversation per interval, however
 * many messages (modules/messages/message-mails.ts); the row lock keeps two processes from both sending.
 */
export const messageMails = pgTable(
  'message_mails',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (t) => [index('message_mails_due_idx').on(t.dueAt).where(sql`due_at is not null`)],
);

/**
 * A recruiter's scorecard of one application: a recommendation, a private note (never shown to the
 * candidate) and 1 to 5 per criterion of the position (its required skills and its own `evaluation_criteria`), any
 * of them left out. One per evaluator and application; only its author changes it.
 */
export const applicationEvaluations = pgTable(
  'application_evaluations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    evaluatorId: uuid('evaluator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** strong_yes | yes | no | strong_no */
    recommendation: text('recommendation').notNull(),
    note: text('note'),
    /** [{ criterion, score }] */
    scores: jsonb('scores').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // one per evaluator; also serves an application's evaluations and the pipeline's average per candidate
  (t) => [uniqueIndex('application_evaluations_application_evaluator_idx').on(t.applicationId, t.evaluatorId)],
);
export type ApplicationEvaluationRow = typeof applicationEvaluations.$inferSelect;

/**
 * A company's message templates for what recruiters send candidates in bulk, with the placeholders
 * {{nome}}, {{vaga}} and {{empresa}}. The three defaults every company has are not rows (hiring defaults in the
 * contract: `DEFAULT_MESSAGE_TEMPLATES`).
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('message_templates_workspace_name_idx').on(t.workspaceId, t.name, t.id)],
);
export type MessageTemplateRow = typeof messageTemplates.$inferSelect;

/** An interview invite: pending, then accepted or rejected with notes (rejection is final). */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** the agreed time; null while the candidate has still to pick one of `slots` */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** the times offered to the candidate (empty when the recruiter set one time) */
    slots: timestamp('slots', { withTimezone: true }).array().notNull().default(sql`'{}'`),
    /** the iCalendar SEQUENCE: grows with each change of the agreed time or cancellation, so calendars take the latest */
    sequence: integer('sequence').notNull().default(0),
    durationMinutes: integer('duration_minutes'),
    place: text('place'),
    link: text('link'),
    message: text('message'),
    /** pending | accepted | rejected | cancelled */
    response: text('response').notNull().default('pending'),
    notes: text('notes'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('interviews_application_idx').on(t.applicationId, t.createdAt),
    // the company's calendar and the check that a recruiter's time is not taken twice read live interviews by time
    index('interviews_live_time_idx').on(t.scheduledAt).where(sql`response in ('pending', 'accepted') and scheduled_at is not null`),
    index('interviews_open_slots_idx').on(t.createdAt).where(sql`response = 'pending' and scheduled_at is null`),
  ],
);

/**
 * A job offer. The candidate answers it through a link whose token is stored only as its
 * hash (`token_hash`); the token is single-use: once answered the offer is no longer pending.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    salary: text('salary'),
    startDate: date('start_date'),
    message: text('message'),
    /** pending | accepted | declined | cancelled */
    status: text('status').notNull().default('pending'),
    declineNotes: text('decline_notes'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('offers_token_hash_idx').on(t.tokenHash), index('offers_application_idx').on(t.applicationId, t.createdAt)],
);

/**
 * A company's invite to apply to a position: to a person on the platform (`user_id`, listed by
 * `GET /v1/applications/invites`) or to a prospect by e-mail (`email`, answered through a link whose token is stored
 * as `token_hash`). pending → accepted | rejected (declined) | cancelled; a prospect link also expires.
 */
export const applicationInvites = pgTable(
  'application_invites',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    tokenHash: text('token_hash'),
    message: text('message'),
    /** pending | accepted | rejected | cancelled */
    status: text('status').notNull().default('pending'),
    feedback: text('feedback'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** the person who accepted a prospect link (it is single-use) */
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('application_invites_token_hash_idx').on(t.tokenHash),
    index('application_invites_user_idx').on(t.userId, t.createdAt),
    index('application_invites_position_idx').on(t.positionId, t.createdAt),
  ],
);
