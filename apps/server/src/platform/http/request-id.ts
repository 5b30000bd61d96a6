import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A received id is kept when it is short and plain (a proxy's or a client's trace id); anything else is replaced. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the `X-Request-Id` a proxy or client sent, when sane, else a new UUID (ids must be unique
 * across processes: per-process counters like `req-1` repeat on every instance).
 */
export function requestIdOf(request: IncomingMessage): string {
  const received = request.headers['x-request-id'];
  return typeof received === 'string' && SANE_ID.test(received) ? received : randomUUID();
}
