import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';

/** Reads at most `limit` bytes and drains the rest, so an oversized upload is refused with a clean answer. */
export async function readLimited(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    }
  } catch {
    // the multipart plugin stops files over its own cap with an error
    throw new AppError('file.too_large');
  }
  if (size > limit) throw new AppError('file.too_large');
  return Buffer.concat(chunks);
}

/** Turns the multipart plugin's own failures into the envelope's 413 or 400. */
export function multipartFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  return new AppError(status === 413 ? 'payload_too_large' : 'bad_request');
}

/**
 * The one file of a multipart request sent in `field` (other parts are drained): at most `limit` bytes, refused
 * with `file.too_large` past it; a request without that file is a validation error on the field.
 */
export async function readSingleFile(request: FastifyRequest, field: string, limit: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('validation.failed', { [field]: 'required' });
  let file: Buffer | null = null;
  let failure: AppError | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field || file || failure) {
        part.file.resume();
        continue;
      }
      try {
        file = await readLimited(part.file, limit);
      } catch (error) {
        failure = multipartFailure(error);
      }
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  if (failure) throw failure;
  if (!file || file.length === 0) throw new AppError('validation.failed', { [field]: 'required' });
  return file;
}

/**
 * The one file of a multipart request sent in `field`, with the name it was sent under: the multipart plugin stops
 * it past `limit` bytes (`file.too_large`) and at a second file; a request without that file is a validation error
 * on the field.
 */
export async function readNamedFile(request: FastifyRequest, field: string, limit: number): Promise<{ data: Buffer; name: string }> {
  if (!request.isMultipart()) throw new AppError('validation.failed', { [field]: 'required' });
  let upload: { data: Buffer; name: string } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field || upload) {
        part.file.resume();
        continue;
      }
      upload = { data: await readLimited(part.file, limit), name: part.filename };
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  if (!upload || upload.data.length === 0) throw new AppError('validation.failed', { [field]: 'required' });
  return upload;
}
