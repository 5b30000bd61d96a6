import { type CustomStyle, type WorkspaceSummary, workspaceUpdateFields } from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { parseForm } from '../../platform/http/parse-form.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { keyOfUrl } from '../../platform/storage/file-storage.ts';
import { prepareImage } from '../../platform/storage/images.ts';
import { listSampleAssets } from './assets.ts';
import { callerSummary } from './workspace-guards.ts';
import { updateWorkspaceRow, type WorkspaceRow } from './workspaces.data.ts';

const DEFAULT_STYLE: CustomStyle = {
  primaryColor: '#1B5E9E',
  secondaryColor: '#F2A900',
  menuColor: '#FFFFFF',
  menuTextColor: '#1F2937',
  darkMenu: false,
  logo: null,
};

/** A sample URL of the right kind, or the value the workspace already has (the form sends it back). */
async function checkChosenUrl(url: string, prefix: string, current: string | null): Promise<boolean> {
  if (url === current) return true;
  return (await listSampleAssets(prefix)).some((asset) => asset.url === url);
}

/** The workspace form the route read: its text fields (parsed here) and the image files sent with them. */
interface WorkspaceForm {
  fields: unknown;
  image?: Buffer;
  coverImage?: Buffer;
}

export interface UpdateResult {
  imageUrl: string | null;
  coverImageUrl: string | null;
  workspace: WorkspaceSummary;
}

/** POST /v1/workspaces/:id: every check runs before any file is stored or any row changes. */
export async function updateWorkspace(deps: Deps, access: WorkspaceAccess, form: WorkspaceForm): Promise<UpdateResult> {
  const input = parseForm(workspaceUpdateFields, form.fields);
  const current = access.workspace;
  const invalid: Record<string, string> = {};
  if (input.imageUrl && !(await checkChosenUrl(input.imageUrl, 'workspace-setup/profile-samples', current.imageUrl)))
    invalid.imageUrl = 'invalid';
  if (input.coverImageUrl && !(await checkChosenUrl(input.coverImageUrl, 'workspace-setup/cover-samples', current.coverImageUrl))) {
    invalid.coverImageUrl = 'invalid';
  }
  if (Object.keys(invalid).length > 0) throw new AppError('validation.failed', invalid);
  const image = form.image ? await prepareImage(form.image) : null;
  const cover = form.coverImage ? await prepareImage(form.coverImage) : null;

  const { storage } = deps;
  let imageUrl = input.removeImage ? null : (input.imageUrl ?? current.imageUrl);
  let coverImageUrl = input.removeCoverImage ? null : (input.coverImageUrl ?? current.coverImageUrl);
  const stored: string[] = [];
  if (image) {
    imageUrl = await storage.put(`workspaces/${current.id}/${crypto.randomUUID()}.${image.ext}`, image.data);
    stored.push(imageUrl);
  }
  if (cover) {
    coverImageUrl = await storage.put(`workspaces/${current.id}/${crypto.randomUUID()}.${cover.ext}`, cover.data);
    stored.push(coverImageUrl);
  }

  const styleFields = ['primaryColor', 'secondaryColor', 'menuColor', 'menuTextColor', 'darkMenu'] as const;
  const styleChanged = styleFields.some((field) => input[field] !== undefined);
  const customStyle = styleChanged
    ? {
        ...(current.customStyle ?? DEFAULT_STYLE),
        ...Object.fromEntries(styleFields.filter((field) => input[field] !== undefined).map((field) => [field, input[field]])),
      }
    : current.customStyle;

  let updated: WorkspaceRow | null;
  try {
    updated = await updateWorkspaceRow(deps.db, current.id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.isCompleted !== undefined && { isCompleted: input.isCompleted }),
      imageUrl,
      coverImageUrl,
      customStyle,
    });
  } catch (error) {
    await Promise.all(stored.map((url) => storage.remove(keyOfUrl(url) ?? '').catch(() => undefined)));
    throw error;
  }
  // the replaced uploads are no longer referenced; a failure here only leaves an orphan file
  for (const old of [current.imageUrl, current.coverImageUrl]) {
    const key = keyOfUrl(old);
    if (key && old !== imageUrl && old !== coverImageUrl) await storage.remove(key).catch(() => undefined);
  }
  if (!updated) throw new AppError('workspace.not_found');
  return { imageUrl, coverImageUrl, workspace: callerSummary(access, { workspace: updated }) };
}
