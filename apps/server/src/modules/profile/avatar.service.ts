import { AVATAR_SIZES, type AvatarUrls } from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import { keyOfUrl } from '../../platform/storage/file-storage.ts';
import { prepareImage } from '../../platform/storage/images.ts';
import { setAvatar } from './profile.data.ts';

const SIZES = Object.entries(AVATAR_SIZES) as [keyof AvatarUrls, number][];

export async function removeAvatarFiles(deps: Deps, avatar: AvatarUrls): Promise<void> {
  await Promise.all(Object.values(avatar).map((url) => deps.storage.remove(keyOfUrl(url) ?? '').catch(() => undefined)));
}

/**
 * POST /v1/store/images/users/avatar: the image (at most 1 MB, read by the route) is checked by content, re-encoded,
 * then cut into the four square thumbnails (avatar, small, medium, large); the previous photo's files are removed once the new one is
 * recorded.
 */
export async function uploadAvatar(deps: Deps, userId: string, upload: Buffer): Promise<{ avatar: AvatarUrls }> {
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
