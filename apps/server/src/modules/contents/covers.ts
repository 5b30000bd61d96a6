import type { Deps } from '../../platform/deps.ts';
import { keyOfUrl } from '../../platform/storage/file-storage.ts';
import { prepareImage } from '../../platform/storage/images.ts';

/** Stores an uploaded cover (checked and re-encoded) under `folder`; answers its URL. */
export async function storeCover(deps: Deps, folder: string, file: Buffer): Promise<string> {
  const image = await prepareImage(file);
  return deps.storage.put(`${folder}/${crypto.randomUUID()}.${image.ext}`, image.data);
}

/** Removes a stored cover no longer referenced; external URLs and failures are left alone. */
export async function dropCover(deps: Deps, url: string | null | undefined): Promise<void> {
  const key = keyOfUrl(url);
  if (key) await deps.storage.remove(key).catch(() => undefined);
}
