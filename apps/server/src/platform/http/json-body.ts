import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** No request of the product comes near these; a body past them is refused before it is parsed. */
const JSON_MAX_VALUES = 10_000;
const JSON_MAX_DEPTH = 32;

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_OBJECT = 123;
const OPEN_ARRAY = 91;
const CLOSE_OBJECT = 125;
const CLOSE_ARRAY = 93;
const COMMA = 44;

/**
 * Counts the values (object members and array items) and the nesting depth of a JSON text in one
 * pass over its characters, stopping as soon as a limit is passed. Parsing a 1 MB body of 100,000
 * keys and then walking it took the event loop for half a second; this pass takes a few milliseconds.
 */
export function exceedsJsonLimits(text: string, maxValues = JSON_MAX_VALUES, maxDepth = JSON_MAX_DEPTH): boolean {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
      continue;
    }
    if (code === QUOTE) inString = true;
    else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (++depth > maxDepth) return true;
      values++;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) depth--;
    else if (code === COMMA && ++values > maxValues) return true;
  }
  return false;
}

/**
 * Replaces Fastify's JSON parser with one that bounds the size of the value before parsing it, keeping
 * Fastify's protection against `__proto__` keys. The body size limit still applies first.
 */
export function installJsonBodyLimits(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (exceedsJsonLimits(text)) return done(new AppError('payload_too_large'), undefined);
    parse(request, text, done);
  });
}
