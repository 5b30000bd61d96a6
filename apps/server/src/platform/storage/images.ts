import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../http/app-error.ts';

/** Spec section 9: images are at most 1 MB. */
export const IMAGE_LIMIT_BYTES = 1024 * 1024;

// SVG is not accepted from users: it can carry scripts.
const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

/** Checks an uploaded image by its content (magic bytes), never by its name; answers its extension. */
export async function checkImage(data: Buffer): Promise<{ ext: string; mime: string }> {
  if (data.length > IMAGE_LIMIT_BYTES) throw new AppError('file.too_large');
  const type = await fileTypeFromBuffer(data);
  const ext = type ? IMAGE_TYPES[type.mime] : undefined;
  if (!type || !ext) throw new AppError('file.invalid_type');
  return { ext, mime: type.mime };
}
