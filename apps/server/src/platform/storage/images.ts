import { AppError } from '../http/app-error.ts';

/** Images are at most 1 MB. */
export const IMAGE_LIMIT_BYTES = 1024 * 1024;

// SVG is not accepted from users: it can carry scripts.
const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

/** Checks an uploaded image by its content (magic bytes), never by its name; answers its extension. */
async function checkImage(data: Buffer): Promise<{ ext: string; mime: string }> {
  if (data.length > IMAGE_LIMIT_BYTES) throw new AppError('file.too_large');
  const type = await (await import('file-type')).fileTypeFromBuffer(data);
  const ext = type ? IMAGE_TYPES[type.mime] : undefined;
  if (!type || !ext) throw new AppError('file.invalid_type');
  return { ext, mime: type.mime };
}

const MAX_SIDE = 2048;

/**
 * Checks an upload by content, then re-encodes it (WebP, metadata stripped, at most 2048 px a side), so what we
 * store and serve is pixels we produced, never the uploader's bytes. A file that claims to be an image but does not
 * decode is refused as the wrong type.
 */
export async function prepareImage(data: Buffer): Promise<{ data: Buffer; ext: 'webp' }> {
  await checkImage(data);
  // loaded on the first upload, not at start: sharp and libvips cost a third of a second to load
  const { default: sharp } = await import('sharp');
  try {
    const encoded = await sharp(data, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { data: encoded, ext: 'webp' };
  } catch {
    throw new AppError('file.invalid_type');
  }
}
