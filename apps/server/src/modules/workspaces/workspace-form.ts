import { workspaceUpdateFields } from '@trilha/contract';
import type { FastifyRequest } from 'fastify';
import { readMultipartForm } from '../../platform/storage/multipart-form.ts';

export interface WorkspaceForm {
  fields: unknown;
  image?: Buffer;
  coverImage?: Buffer;
}

const TEXT_FIELDS = Object.keys(workspaceUpdateFields.shape);

/** The workspace form as multipart (fields and files image, coverImage) or as JSON (fields only). */
export async function readWorkspaceForm(request: FastifyRequest): Promise<WorkspaceForm> {
  const { fields, files } = await readMultipartForm(request, ['image', 'coverImage'], TEXT_FIELDS);
  return { fields, ...files };
}
