import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';

export interface TemplateRow {
  id: string;
  name: string;
  subject: string;
  body: string;
  updatedAt: Date;
}
const COLUMNS = 'id, name, subject, body, updated_at as "updatedAt"';

// served by message_templates_workspace_name_idx; a company holds at most MAX_MESSAGE_TEMPLATES
const ofCompany = statement<[string], TemplateRow>(
  'hiring.templates_of_company',
  `select ${COLUMNS} from message_templates where workspace_id = $1::uuid order by name, id`,
);
export const listTemplates = (q: Queryable, companyId: string) => ofCompany.run(q, companyId);

const one = statement<[string, string], TemplateRow>(
  'hiring.template',
  `select ${COLUMNS} from message_templates where workspace_id = $1::uuid and id = $2::uuid`,
);
/** One of the company's templates (another company's is not found). */
export const findTemplate = async (q: Queryable, companyId: string, id: string) => (await one.run(q, companyId, id))[0] ?? null;

const counted = statement<[string], { count: number }>(
  'hiring.templates_count',
  // the company's row lock: two creations at once cannot both pass the limit
  `select count(*)::int as count from message_templates where workspace_id = (select id from workspaces where id = $1::uuid for update)`,
);
export const countTemplatesLocked = async (q: Queryable, companyId: string) => (await counted.run(q, companyId))[0]?.count ?? 0;

interface TemplateText {
  name: string;
  subject: string;
  body: string;
}

const insert = statement<[string, string, string, string, Date], TemplateRow>(
  'hiring.insert_template',
  `insert into message_templates (workspace_id, name, subject, body, created_at, updated_at) values ($1::uuid, $2, $3, $4, $5, $5)
   returning ${COLUMNS}`,
);
export const insertTemplate = async (q: Queryable, companyId: string, text: TemplateText, at: Date) =>
  (await insert.run(q, companyId, text.name, text.subject, text.body, at))[0] ?? null;

const update = statement<[string, string, string, string, string, Date], TemplateRow>(
  'hiring.update_template',
  `update message_templates set name = $3, subject = $4, body = $5, updated_at = $6 where workspace_id = $1::uuid and id = $2::uuid
   returning ${COLUMNS}`,
);
export const updateTemplate = async (q: Queryable, companyId: string, id: string, text: TemplateText, at: Date) =>
  (await update.run(q, companyId, id, text.name, text.subject, text.body, at))[0] ?? null;

const remove = statement<[string, string], { id: string }>(
  'hiring.delete_template',
  'delete from message_templates where workspace_id = $1::uuid and id = $2::uuid returning id',
);
export const deleteTemplate = async (q: Queryable, companyId: string, id: string) => (await remove.run(q, companyId, id)).length > 0;
