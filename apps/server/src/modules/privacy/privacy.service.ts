import { HOUR } from '../../platform/clock.ts';
import type { DataExportSection } from '../../platform/data-export.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { takeAllowance } from '../../platform/throttle.data.ts';

/** A full export reads every table about the user: a few per hour are plenty for a person, and bound the load. */
const EXPORTS_PER_HOUR = 5;

/** GET /v1/myself/data-export: every module's section, read in one snapshot (a repeatable-read transaction). */
export async function exportMyData(deps: Deps, user: { id: string; email: string }, sections: DataExportSection[]) {
  const now = deps.clock.now();
  const limit = { key: `data-export:user:${user.id}`, max: EXPORTS_PER_HOUR, windowMs: HOUR };
  if (!(await takeAllowance(deps.db, [limit], now))) throw new AppError('rate_limited');
  const collected = await deps.db.transaction(
    async (tx) => {
      const entries: [string, unknown][] = [];
      for (const section of sections) entries.push([section.name, await section.collect(tx, user)]);
      return Object.fromEntries(entries);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { exportedAt: now.toISOString(), sections: collected };
}
