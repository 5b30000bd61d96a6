import { applicationMessages } from '../../db/schema/applications.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';

/** Who a conversation is between, as one row. */
export interface PartiesRow {
  applicationId: string;
  positionId: string;
  positionTitle: string;
  companyId: string;
  companyName: string;
  companySubdomain: string | null;
  companyAvatarUrl: string | null;
  candidateId: string;
  candidateName: string;
  candidateAvatarUrl: string | null;
}

export interface ConversationRow extends PartiesRow {
  lastBody: string;
  lastFromCompany: boolean;
  lastAt: Date;
  unread: number;
  total: number;
}

export interface MessageRow {
  id: string;
  body: string;
  fromCompany: boolean;
  senderName: string | null;
  createdAt: Date;
  readAt: Date | null;
}

const PARTIES = `a.id as "applicationId", p.id as "positionId", p.title as "positionTitle", w.id as "companyId", w.name as "companyName",
  w.subdomain as "companySubdomain", w.image_url as "companyAvatarUrl", u.id as "candidateId",
  trim(u.name || ' ' || u.last_name) as "candidateName", pr.avatar->>'small' as "candidateAvatarUrl"`;
const PARTIES_JOINS = `join positions p on p.id = a.position_id join workspaces w on w.id = a.workspace_id
  join users u on u.id = a.user_id left join profiles pr on pr.user_id = u.id`;
/** the last message of each conversation (application_messages_application_created_idx) */
const LAST = `join lateral (select m.body, m.from_company, m.created_at from application_messages m
  where m.application_id = a.id order by m.created_at desc, m.id desc limit 1) last on true`;
/** unread messages of the other side: from the company for the candidate ($side true), from the candidate for the company */
const UNREAD = (side: string) =>
  `(select count(*) from application_messages x where x.application_id = a.id and x.from_company = ${side} and x.read_at is null)::int`;
const CONVERSATION = `${PARTIES}, left(last.body, 160) as "lastBody", last.from_company as "lastFromCompany", last.created_at as "lastAt"`;

/** The candidate's applications through a portal (its id or subdomain), or all of them when null. */
const CANDIDATE_FILTER = `a.user_id = $1::uuid and a.deleted_at is null
  and ($2::text is null or a.aggregator_id = (select g.id from workspaces g where g.subdomain = $2 or g.id::text = $2))`;

const candidatePage = statement<[string, string | null, number, number], ConversationRow>(
  'messages.candidate_page',
  `select ${CONVERSATION}, ${UNREAD('true')} as unread, count(*) over ()::int as total
   from applications a ${LAST} ${PARTIES_JOINS}
   where ${CANDIDATE_FILTER}
   order by last.created_at desc, a.id desc limit $3 offset $4`,
);
const candidateUnread = statement<[string, string | null], { unread: number }>(
  'messages.candidate_unread',
  `select count(*)::int as unread from applications a join application_messages m on m.application_id = a.id
   where ${CANDIDATE_FILTER} and m.from_company and m.read_at is null`,
);

export async function candidateConversations(q: Queryable, userId: string, aggregator: string | null, limit: number, offset: number) {
  const [rows, unread] = await Promise.all([
    candidatePage.run(q, userId, aggregator, limit, offset),
    candidateUnread.run(q, userId, aggregator),
  ]);
  return { rows, totalUnread: unread[0]?.unread ?? 0 };
}

/** The company's applications the recruiter may see: all of them ($2 true) or those of positions linked to them. */
const COMPANY_FILTER = `a.workspace_id = $1::uuid and a.deleted_at is null
  and ($2::boolean or exists (select 1 from position_members pm where pm.position_id = a.position_id and pm.user_id = $3::uuid))`;

const companyPage = statement<[string, boolean, string, number, number], ConversationRow>(
  'messages.company_page',
  `select ${CONVERSATION}, ${UNREAD('false')} as unread, count(*) over ()::int as total
   from applications a ${LAST} ${PARTIES_JOINS}
   where ${COMPANY_FILTER}
   order by last.created_at desc, a.id desc limit $4 offset $5`,
);
const companyUnread = statement<[string, boolean, string], { unread: number }>(
  'messages.company_unread',
  `select count(*)::int as unread from applications a join application_messages m on m.application_id = a.id
   where ${COMPANY_FILTER} and not m.from_company and m.read_at is null`,
);

export async function companyConversations(
  q: Queryable,
  workspaceId: string,
  everyPosition: boolean,
  userId: string,
  limit: number,
  offset: number,
) {
  const [rows, unread] = await Promise.all([
    companyPage.run(q, workspaceId, everyPosition, userId, limit, offset),
    companyUnread.run(q, workspaceId, everyPosition, userId),
  ]);
  return { rows, totalUnread: unread[0]?.unread ?? 0 };
}

const parties = statement<[string], PartiesRow>(
  'messages.parties',
  `select ${PARTIES} from applications a ${PARTIES_JOINS} where a.id = $1::uuid`,
);
export const findParties = async (q: Queryable, applicationId: string) => (await parties.run(q, applicationId))[0] ?? null;

/** The last 500 messages of a conversation, oldest first. */
const messages = statement<[string], MessageRow>(
  'messages.of_application',
  `select * from (
     select m.id, m.body, m.from_company as "fromCompany", trim(u.name || ' ' || u.last_name) as "senderName",
       m.created_at as "createdAt", m.read_at as "readAt"
     from application_messages m left join users u on u.id = m.sender_id
     where m.application_id = $1::uuid order by m.created_at desc, m.id desc limit 500
   ) recent order by "createdAt", id`,
);
export const messagesOf = (q: Queryable, applicationId: string) => messages.run(q, applicationId);

const markRead = statement<[string, boolean, Date], { id: string }>(
  'messages.mark_read',
  `update application_messages set read_at = $3 where application_id = $1::uuid and from_company = $2 and read_at is null returning id`,
);
/** Marks the messages of one side read; how many were unread. */
export const markConversationRead = async (q: Queryable, applicationId: string, fromCompany: boolean, at: Date) =>
  (await markRead.run(q, applicationId, fromCompany, at)).length;

const unreadOfSide = statement<[string, boolean], { unread: number }>(
  'messages.unread_of_side',
  `select count(*)::int as unread from application_messages where application_id = $1::uuid and from_company = $2 and read_at is null`,
);
export const unreadOf = async (q: Queryable, applicationId: string, fromCompany: boolean) =>
  (await unreadOfSide.run(q, applicationId, fromCompany))[0]?.unread ?? 0;

export async function insertMessage(
  q: Queryable,
  values: { applicationId: string; senderId: string; fromCompany: boolean; body: string; createdAt: Date },
) {
  const [row] = await q.insert(applicationMessages).values(values).returning({ id: applicationMessages.id });
  if (!row) throw new Error('message not inserted');
  return row.id;
}

const reader = statement<[string], { email: string; name: string; language: string }>(
  'messages.candidate_reader',
  `select u.email, u.name, u.language from users u where u.id = $1::uuid`,
);
export const candidateReader = async (q: Queryable, userId: string) => (await reader.run(q, userId))[0] ?? null;

const byId = statement<[string], MessageRow>(
  'messages.by_id',
  `select m.id, m.body, m.from_company as "fromCompany", trim(u.name || ' ' || u.last_name) as "senderName",
     m.created_at as "createdAt", m.read_at as "readAt"
   from application_messages m left join users u on u.id = m.sender_id where m.id = $1::uuid`,
);
export const findMessage = async (q: Queryable, id: string) => (await byId.run(q, id))[0] ?? null;
