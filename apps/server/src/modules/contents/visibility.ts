import type { ErrorCode } from '@trilha/contract';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/http/app-error.ts';

interface Visible {
  private: boolean;
  viewerRole: string | null;
}

/**
 * A private item shows only to members of its workspace; to anyone else it does not exist (404, never 403, so
 * another company cannot learn it is there).
 */
export function visibleOr404<T extends Visible>(row: T | null, notFound: Extract<ErrorCode, 'content.not_found' | 'list.not_found'>): T {
  if (!row || (row.private && !row.viewerRole)) throw new AppError(notFound);
  return row;
}

/** Ids in paths are UUIDs; anything else cannot name a row. */
export function idOr404(id: string, notFound: Extract<ErrorCode, 'content.not_found' | 'list.not_found'>): string {
  if (!UUID_PATTERN.test(id)) throw new AppError(notFound);
  return id;
}
