import { workspaceUpdateFields } from '@trilha/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { IMAGE_LIMIT_BYTES } from '../../platform/storage/images.ts';
import { multipartFailure, readLimited } from '../../platform/storage/uploads.ts';

export interface WorkspaceForm {
  fields: unknown;
  image?: Buffer;
  coverImage?: Buffer;
}

const FILE_FIELDS = new Set(['image', 'coverImage']);
const TEXT_FIELDS = new Set(Object.keys(workspaceUpdateFields.shape));

/** The workspace form as multipart (fields and files image, coverImage) or as JSON (fields only). */
export async function readWorkspaceForm(request: FastifyRequest): Promise<WorkspaceForm> {
  if (!request.isMultipart()) return { fields: request.body ?? {} };
  const fields: Record<string, unknown> = {};
  const form: WorkspaceForm = { fields };
  let tooLarge = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!FILE_FIELDS.has(part.fieldname)) {
          part.file.resume();
          continue;
        }
        try {
          const data = await readLimited(part.file, IMAGE_LIMIT_BYTES);
          // browsers send an empty part when no file was chosen
          if (data.length > 0) form[part.fieldname as 'image' | 'coverImage'] = data;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          tooLarge = true;
        }
      } else if (TEXT_FIELDS.has(part.fieldname) && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  if (tooLarge) throw new AppError('file.too_large');
  return form;
}
