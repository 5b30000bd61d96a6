import { type ErrorCode, errorMessage, fieldMessage, isFieldMessageKey, type Language, resolveLanguage } from '@trilha/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from './app-error.ts';
import { FaultLog } from './fault-log.ts';

const languageOf = (request: FastifyRequest): Language =>
  resolveLanguage(request.session?.user.language ?? request.headers['accept-language']);

/** Seconds a client waits before trying again after a 503 (the database is restarting, or a search was cut short). */
const RETRY_AFTER_SECONDS = 5;

function sendError(reply: FastifyReply, language: Language, status: number, code: string, fields?: Record<string, string>) {
  if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  const localized = fields && Object.fromEntries(Object.entries(fields).map(([name, key]) => [name, fieldMessage(key, language)]));
  return reply.code(status).send({ error: { code, message: errorMessage(code, language), ...(localized && { fields: localized }) } });
}

/** Turns zod issues into field -> message key, the first issue of each field winning. */
function fieldsOf(issues: { instancePath: string; message?: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    if (!(name in fields)) fields[name] = issue.message && isFieldMessageKey(issue.message) ? issue.message : 'invalid';
  }
  return fields;
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
};

/**
 * Errors Fastify raises before routing (a malformed URL, an over-long parameter): a plain 400 in the
 * envelope instead of Fastify's own body.
 */
export function frameworkErrorHandler(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, languageOf(request), 400, 'bad_request');
}

/**
 * The one place that writes error responses, in the contract's `errorEnvelope` (code, message, fields). A database that cannot answer
 * (isDatabaseUnavailable) is a 503 with Retry-After, logged once per interval with a count (FaultLog), never a 500.
 */
export function installErrorHandler(app: FastifyInstance, faults = new FaultLog()): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = languageOf(request);
    if (error instanceof AppError) return sendError(reply, language, error.status, error.code, error.fields);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const invalidCode = request.endpoint?.invalidCode;
      if (invalidCode) return sendError(reply, language, 400, invalidCode);
      const fields = fieldsOf(error.validation);
      const inBody = error.validationContext === 'body';
      return sendError(reply, language, inBody ? 422 : 400, inBody ? 'validation.failed' : 'bad_request', fields);
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return sendError(reply, language, error.statusCode ?? 400, mapped);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code: ErrorCode =
        status === 404
          ? 'not_found'
          : status === 429
            ? 'rate_limited'
            : status === 413
              ? 'payload_too_large'
              : status === 415
                ? 'unsupported_media_type'
                : 'bad_request';
      return sendError(reply, language, status, code);
    }
    if (isDatabaseUnavailable(error)) {
      faults.report(request.log, 'database unavailable', error);
      return sendError(reply, language, 503, 'service.unavailable');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, language, 500, 'internal');
  });
}
