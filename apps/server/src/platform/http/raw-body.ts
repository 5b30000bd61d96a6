import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the exact body of a request kept by `keepRawBody` (a signed notification: its signature covers these bytes) */
    rawBody?: string;
  }
}

/** Reads a body (at most maxBytes), keeps its text and hands the parser a replay of the bytes. */
async function readRawBody(request: FastifyRequest, payload: Readable, maxBytes: number): Promise<Readable> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > maxBytes) throw new AppError('payload_too_large');
    chunks.push(buffer);
  }
  const raw = Buffer.concat(chunks);
  request.rawBody = raw.toString('utf8');
  const replay = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
  replay.receivedEncodedLength = raw.length;
  return replay;
}

/**
 * Keeps the exact body of the POSTs under `prefix` in `request.rawBody` (at most maxBytes; more is refused), the
 * parser still reading it. Added before the routes it serves, so the hook applies to them.
 */
export function keepRawBody(app: FastifyInstance, { prefix, maxBytes }: { prefix: string; maxBytes: number }): void {
  // synchronous for every other request (no promise per request for a hook that has nothing to do there)
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (request.method !== 'POST' || !request.url.startsWith(prefix)) return done(null, payload);
    readRawBody(request, payload, maxBytes).then((replay) => done(null, replay), done);
  });
}
