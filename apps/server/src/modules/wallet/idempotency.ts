import { createHash } from 'node:crypto';
import { ERRORS, type ErrorCode } from '@trilha/contract';
import type { Tx } from '../../platform/db/connect.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findIdempotencyKey, lockIdempotencyKey, saveIdempotencyKey } from './ledger.data.ts';

/** What a paying operation answers: its body, or an error kept as the answer (a declined card stays declined). */
export type Outcome<T> = { ok: T } | { error: ErrorCode; fields?: Record<string, string> };

/** Printable ASCII, as the header is sent by clients (a UUID in practice). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Runs a paying operation once per `Idempotency-Key` of the company. Identical requests are serialised by a
 * transaction-scoped advisory lock on (company, key): the first one runs `run` and stores its answer (success or
 * refusal) in the same transaction; every later one with the same route and body gets that answer again, and one
 * with another body a 409. `run` works inside a savepoint, so a refusal it throws leaves nothing behind but the
 * stored answer; a provider failure it returns as `{ error }` keeps what it wrote (the payment in status error).
 */
export async function idempotent<T>(
  deps: Deps,
  workspaceId: string,
  key: unknown,
  route: string,
  body: unknown,
  run: (tx: Tx) => Promise<Outcome<T>>,
): Promise<T> {
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new AppError('wallet.idempotency_key_required');
  const requestHash = createHash('sha256').update(stableJson(body)).digest('hex');
  const answer = await deps.db.transaction(async (tx): Promise<Outcome<T>> => {
    await lockIdempotencyKey(tx, workspaceId, key);
    const found = await findIdempotencyKey(tx, workspaceId, key);
    if (found) {
      if (found.route !== route || found.requestHash !== requestHash) return { error: 'wallet.idempotency_conflict' };
      return found.response as Outcome<T>;
    }
    let outcome: Outcome<T>;
    try {
      outcome = await tx.transaction((savepoint) => run(savepoint));
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      outcome = { error: error.code, ...(error.fields && { fields: error.fields }) };
    }
    await saveIdempotencyKey(tx, {
      workspaceId,
      key,
      route,
      requestHash,
      statusCode: 'error' in outcome ? ERRORS[outcome.error].status : 200,
      response: outcome,
      createdAt: deps.clock.now(),
    });
    return outcome;
  });
  if ('error' in answer) throw new AppError(answer.error, answer.fields);
  return answer.ok;
}
