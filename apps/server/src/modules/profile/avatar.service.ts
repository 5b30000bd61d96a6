import { AVATAR_SIZES, type AvatarUrls } from '@trilha/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { keyOfUrl } from '../../platform/storage/file-storage.ts';
import { IMAGE_LIMIT_BYTES, prepareImage } from '../../platform/storage/images.ts';
import { readSingleFile } from '../../platform/storage/uploads.ts';
import { setAvatar } from './profile.data.ts';

const SIZES = Object.entries(AVATAR_SIZES) as [keyof AvatarUrls, number][];

export async function removeAvatarFiles(deps: Deps, avatar: AvatarUrls): Promise<void> {
  await Promise.all(Object.values(avatar).map((url) => deps.storage.remove(keyOfUrl(url) ?? '').catch(() => undefined)));
}

/**
 * POST /v1/store/images/users/avatar: the image is checked by content (1 MB), re-encoded, then cut into the four
 * square thumbnails of the spec; the previous photo's files are removed once the new one is recorded.
 */
export async function uploadAvatar(deps: Deps, userId: string, request: FastifyRequest): Promise<{ avatar: AvatarUrls }> {
  const upload = await readSingleFile(request, 'file', IMAGE_LIMIT_BYTES);
  const image = await prepareImage(upload);
  const { default: sharp } = await import('sharp');
  const id = crypto.randomUUID();
  const entries = await Promise.all(
    SIZES.map(async ([size, side]) => {
      const data = await sharp(image.data).resize(side, side, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
      return [size, await deps.storage.put(`users/${userId}/avatar-${id}-${size}.webp`, data)] as const;
    }),
  );
  const avatar = Object.fromEntries(entries) as AvatarUrls;
  const previous = await deps.db.transaction((tx) => setAvatar(tx, userId, avatar, deps.clock.now()));
  if (previous) await removeAvatarFiles(deps, previous);
  return { avatar };
}

export async function removeAvatar(deps: Deps, userId: string): Promise<{ avatar: null }> {
  const previous = await deps.db.transaction((tx) => setAvatar(tx, userId, null, deps.clock.now()));
  if (previous) await removeAvatarFiles(deps, previous);
  return { avatar: null };
}
