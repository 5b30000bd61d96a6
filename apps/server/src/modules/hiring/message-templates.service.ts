import { DEFAULT_MESSAGE_TEMPLATES, MAX_MESSAGE_TEMPLATES, type MessageTemplate } from '@trilha/contract';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  countTemplatesLocked,
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  type TemplateRow,
  updateTemplate,
} from './message-templates.data.ts';

type Company = { workspace: { id: string } };
interface TemplateText {
  name: string;
  subject: string;
  body: string;
}

const toTemplate = (row: TemplateRow): MessageTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  body: row.body,
  builtIn: false,
  updatedAt: row.updatedAt.toISOString(),
});

const isBuiltIn = (id: string) => DEFAULT_MESSAGE_TEMPLATES.some((template) => template.id === id);

/** The defaults every company has, then the company's own by name. */
export async function listMessageTemplates(deps: Deps, { workspace }: Company) {
  const rows = await listTemplates(deps.db, workspace.id);
  return { items: [...DEFAULT_MESSAGE_TEMPLATES, ...rows.map(toTemplate)] };
}

/** A template to send: a default by its id or one of the company's own; anything else is not found. */
export async function findMessageTemplate(deps: Deps, companyId: string, id: string): Promise<MessageTemplate> {
  const builtIn = DEFAULT_MESSAGE_TEMPLATES.find((template) => template.id === id);
  if (builtIn) return builtIn;
  const row = UUID_PATTERN.test(id) ? await findTemplate(deps.db, companyId, id) : null;
  if (!row) throw new AppError('message_template.not_found');
  return toTemplate(row);
}

export async function createMessageTemplate(deps: Deps, { workspace }: Company, text: TemplateText) {
  const row = await deps.db.transaction(async (tx) => {
    if ((await countTemplatesLocked(tx, workspace.id)) >= MAX_MESSAGE_TEMPLATES) throw new AppError('message_template.limit');
    return insertTemplate(tx, workspace.id, text, deps.clock.now());
  });
  if (!row) throw new AppError('internal');
  return toTemplate(row);
}

/** Changes one of the company's own templates; the defaults stay as they are. */
export async function updateMessageTemplate(deps: Deps, { workspace }: Company, id: string, text: TemplateText) {
  if (isBuiltIn(id)) throw new AppError('message_template.built_in');
  const row = UUID_PATTERN.test(id) ? await updateTemplate(deps.db, workspace.id, id, text, deps.clock.now()) : null;
  if (!row) throw new AppError('message_template.not_found');
  return toTemplate(row);
}

export async function deleteMessageTemplate(deps: Deps, { workspace }: Company, id: string) {
  if (isBuiltIn(id)) throw new AppError('message_template.built_in');
  if (!UUID_PATTERN.test(id) || !(await deleteTemplate(deps.db, workspace.id, id))) throw new AppError('message_template.not_found');
}
