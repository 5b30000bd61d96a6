import type { Deps } from '../../platform/deps.ts';
import { lockDueDeclines } from './auto-decline.data.ts';
import { changeCandidates, messageOf } from './bulk.service.ts';

/**
 * Declines the knocked-out candidates whose position chose so, once its delay has passed: each gets the position's
 * message template (the default decline when the template is gone) as e-mail and closing message, and a history
 * line without an actor. One transaction per run; answers how many were declined.
 */
export async function declineKnockedOut(deps: Deps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await lockDueDeclines(tx, deps.clock.now());
    const byPosition = new Map<string, typeof due>();
    for (const row of due) {
      const key = `${row.positionId}:${row.templateId}`;
      byPosition.set(key, [...(byPosition.get(key) ?? []), row]);
    }
    let declined = 0;
    for (const rows of byPosition.values()) {
      const [first] = rows;
      if (!first) continue;
      const message = await messageOf(deps, first.companyId, { applicationIds: [], action: 'decline', templateId: first.templateId }).catch(
        () => messageOf(deps, first.companyId, { applicationIds: [], action: 'decline' }),
      );
      declined += await changeCandidates(deps, tx, {
        position: { id: first.positionId, title: first.positionTitle },
        company: { id: first.companyId, name: first.companyName },
        rows,
        stage: 'rejected',
        decline: true,
        message,
        actorId: null,
      });
    }
    return declined;
  });
}
