import {
  CONTENT_TYPE_CODES,
  CONTENT_TYPES,
  contentForm,
  type contentsApi,
  type EndpointResponse,
  type Language,
  skillKey,
} from '@trilha/contract';
import type { Session } from '../../platform/auth/session-lookup.ts';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { parseForm } from '../../platform/http/parse-form.ts';
import type { MultipartForm } from '../../platform/storage/multipart-form.ts';
import { authorizeWorkspaceInput } from '../workspaces/index.ts';
import {
  deleteContentRow,
  existingSkillIds,
  findContentItem,
  findPersonalWorkspaceId,
  insertContent,
  replaceContentSkills,
  updateContentRow,
} from './contents.data.ts';
import { dropCover, storeCover } from './covers.ts';
import { type ContentItemRow, mayManage, toContentItem } from './items.ts';
import { findListItems, listIdsOfContent } from './lists.data.ts';
import { idOr404, visibleOr404 } from './visibility.ts';

type ContentDetails = EndpointResponse<typeof contentsApi.getContent>;
/** The form of a content or a pathway as the route read it: text fields (parsed here) and the cover image file. */
export type CoverForm = MultipartForm<'coverImage'>;

export const listContentTypes = () => ({ items: CONTENT_TYPES.map((type) => ({ type, code: CONTENT_TYPE_CODES[type] ?? null })) });

/** The folded text discovery searches: title and description without accents, in lower case. */
export const searchTextOf = (title: string, description: string | null) => skillKey(`${title} ${description ?? ''}`);

/** Skills are ids of the catalogue; an unknown one is a field error, not a 500. */
export async function checkSkills(deps: Deps, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.every((id) => UUID_PATTERN.test(id))) throw new AppError('validation.failed', { skills: 'invalid' });
  const known = await existingSkillIds(deps.db, unique);
  if (known.length !== unique.length) throw new AppError('validation.failed', { skills: 'invalid' });
  return unique;
}

export async function getContentDetails(deps: Deps, viewerId: string, lang: Language, id: string): Promise<ContentDetails> {
  const row = visibleOr404(await findContentItem(deps.db, viewerId, lang, idOr404(id, 'content.not_found')), 'content.not_found');
  const listIds = await listIdsOfContent(deps.db, row.id);
  const lists = (await findListItems(deps.db, viewerId, lang, listIds)).filter((list) => !list.private || list.viewerRole);
  return { ...toContentItem(viewerId, row), lists: lists.map((list) => ({ id: list.id, title: list.title })) };
}

/**
 * The content a caller may change, or its refusal: 404 when they cannot see it, 403 when they may not change it.
 * The update route asks it before reading the form.
 */
export async function manageableContent(deps: Deps, viewerId: string, lang: Language, id: string) {
  const row = visibleOr404(await findContentItem(deps.db, viewerId, lang, idOr404(id, 'content.not_found')), 'content.not_found');
  if (!mayManage(viewerId, row)) throw new AppError('permission.denied');
  return row;
}

/**
 * Where a new content or pathway goes: the form's `workspaceId`, else the company of the `X-Company` header (the
 * screen's workspace, as the web client sends it), else the caller's personal workspace.
 */
export async function targetWorkspace(
  deps: Deps,
  session: Session,
  fields: Record<string, unknown>,
  companyHeader: string | string[] | undefined,
): Promise<string> {
  if (typeof fields.workspaceId === 'string' && fields.workspaceId.trim() !== '') return fields.workspaceId.trim();
  if (typeof companyHeader === 'string' && companyHeader.trim() !== '') return companyHeader.trim();
  const personal = await findPersonalWorkspaceId(deps.db, session.user.id);
  if (!personal) throw new AppError('validation.failed', { workspaceId: 'required' });
  return personal;
}

/** POST /v1/contents: the target workspace must let the caller create contents. */
export async function createContent(
  deps: Deps,
  session: Session,
  lang: Language,
  form: CoverForm,
  companyHeader: string | string[] | undefined,
) {
  const input = parseForm(contentForm, form.fields);
  const access = await authorizeWorkspaceInput(
    deps,
    session,
    await targetWorkspace(deps, session, form.fields, companyHeader),
    'content.create',
  );
  const skills = await checkSkills(deps, input.skills);
  const now = deps.clock.now();
  const coverUrl = form.files.coverImage
    ? await storeCover(deps, `contents/${access.workspace.id}`, form.files.coverImage)
    : input.coverImageUrl;
  const id = await deps.db.transaction(async (tx) => {
    const contentId = await insertContent(tx, {
      workspaceId: access.workspace.id,
      authorId: session.user.id,
      ...columnsOf(input),
      coverUrl,
      createdAt: now,
      updatedAt: now,
    });
    await replaceContentSkills(tx, contentId, skills);
    return contentId;
  });
  return getContentDetails(deps, session.user.id, lang, id);
}

const columnsOf = (input: ReturnType<typeof contentForm.parse>) => ({
  type: input.type,
  title: input.title,
  description: input.description,
  link: input.link,
  language: input.language,
  duration: input.duration,
  durationUnit: input.duration === null ? null : input.durationUnit,
  level: input.level,
  isPrivate: input.private,
  isPublic: input.public,
  publishToProfile: input.publishToProfile,
  searchText: searchTextOf(input.title, input.description),
});

/**
 * POST /v1/contents/:id, on a content `manageableContent` gave: the whole form again; the cover is replaced by a file,
 * a preview URL or removed.
 */
export async function updateContent(deps: Deps, viewerId: string, lang: Language, current: ContentItemRow, form: CoverForm) {
  const input = parseForm(contentForm, form.fields);
  const skills = await checkSkills(deps, input.skills);
  let coverUrl = input.removeCoverImage ? null : (input.coverImageUrl ?? current.coverUrl);
  if (form.files.coverImage) coverUrl = await storeCover(deps, `contents/${current.workspace.id}`, form.files.coverImage);
  await deps.db.transaction(async (tx) => {
    await updateContentRow(tx, current.id, { ...columnsOf(input), coverUrl, updatedAt: deps.clock.now() });
    await replaceContentSkills(tx, current.id, skills);
  });
  if (current.coverUrl !== coverUrl) await dropCover(deps, current.coverUrl);
  return getContentDetails(deps, viewerId, lang, current.id);
}

export async function deleteContent(deps: Deps, viewerId: string, lang: Language, id: string) {
  const current = await manageableContent(deps, viewerId, lang, id);
  await deleteContentRow(deps.db, current.id);
  await dropCover(deps, current.coverUrl);
  return { id: current.id };
}
