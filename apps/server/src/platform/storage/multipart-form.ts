import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { IMAGE_LIMIT_BYTES } from './images.ts';
import { multipartFailure, readLimited } from './uploads.ts';

export interface MultipartForm<F extends string> {
  fields: Record<string, unknown>;
  files: Partial<Record<F, Buffer>>;
}

/**
 * A form sent as multipart (text fields and image files of at most 1 MB each) or as JSON (fields only). Unknown
 * parts are drained, the first value of a field wins, and an empty file part (no file chosen) counts as absent.
 */
export async function readMultipartForm<F extends string>(
  request: FastifyRequest,
  fileFields: readonly F[],
  textFields: readonly string[],
): Promise<MultipartForm<F>> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, unknown>, files: {} };
  const files = new Set<string>(fileFields);
  const texts = new Set(textFields);
  const form: MultipartForm<F> = { fields: {}, files: {} };
  let tooLarge = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!files.has(part.fieldname)) {
          part.file.resume();
          continue;
        }
        try {
          const data = await readLimited(part.file, IMAGE_LIMIT_BYTES);
          if (data.length > 0) form.files[part.fieldname as F] = data;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          tooLarge = true;
        }
      } else if (texts.has(part.fieldname) && !(part.fieldname in form.fields)) {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  if (tooLarge) throw new AppError('file.too_large');
  return form;
}
