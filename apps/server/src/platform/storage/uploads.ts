import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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

/** An upload received into a temporary file of this machine, to be checked and stored from there. */
export interface ReceivedFile {
  path: string;
  size: number;
  /** the name it was sent under */
  name: string;
  /** removes the temporary file (always call it, whatever became of the upload) */
  discard(): Promise<void>;
}

const isSizeLimit = (error: unknown) => (error as { statusCode?: number }).statusCode === 413;

/**
 * The one file of a multipart request sent in `field`, written to a temporary file as it arrives: a 25 MB video
 * never sits whole in memory, however many arrive at once. Past `limit` bytes it is refused with `file.too_large`
 * (the multipart plugin stops it, and a second file); a request without that file is a validation error on the field.
 */
export async function receiveFile(request: FastifyRequest, field: string, limit: number): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new AppError('validation.failed', { [field]: 'required' });
  const dir = await mkdtemp(join(tmpdir(), 'trilha-upload-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  let received: ReceivedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field || received) {
        part.file.resume();
        continue;
      }
      const path = join(dir, 'upload');
      await pipeline(part.file, createWriteStream(path)).catch((error: unknown) => {
        throw isSizeLimit(error) ? new AppError('file.too_large') : error;
      });
      if (part.file.truncated) throw new AppError('file.too_large');
      received = { path, size: (await stat(path)).size, name: part.filename, discard };
    }
  } catch (error) {
    await discard();
    throw multipartFailure(error);
  }
  if (!received || received.size === 0) {
    await discard();
    throw new AppError('validation.failed', { [field]: 'required' });
  }
  return received;
}
