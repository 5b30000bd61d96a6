import { type Language, type PositionItem, resolveLanguage } from '@trilha/contract';
import type { Tx } from '../../platform/db/connect.ts';
import type { Deps } from '../../platform/deps.ts';
import type { Task } from '../../platform/tasks.ts';
import { positionItemsByIds } from '../positions/index.ts';
import { unsubscribeUrl } from './job-alert-link.ts';
import { jobAlertMail } from './job-alert-mail.ts';
import { claimAlertsToMatch, type DueAlert, lockDueAlerts, markAlertsSent, matchAlerts, takePendingMatches } from './job-alerts.data.ts';
import { nextAlertSendAt } from './job-alerts.service.ts';

/** Alerts compared per transaction, and alerts e-mailed per transaction. */
const MATCH_BATCH = 500;
const SEND_BATCH = 100;

/**
 * Finds the new positions of every alert: the alerts compared longest ago first, in batches that each lock their
 * alerts (SKIP LOCKED), until every alert is compared up to now. A found position is recorded once per alert.
 */
export async function matchJobAlerts(deps: Deps): Promise<number> {
  const horizon = deps.clock.now();
  let found = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const alerts = await claimAlertsToMatch(tx, horizon, MATCH_BATCH);
      if (alerts.length > 0) found += await matchAlerts(tx, horizon, alerts);
      return alerts.length;
    });
    if (batch < MATCH_BATCH) return found;
  }
}

/** The alert's search on the position search screen, with its text and filters as that screen reads them. */
export function searchUrlOf(publicUrl: string, alert: DueAlert) {
  const params = new URLSearchParams({ type: 'positions' });
  if (alert.query) params.set('text', alert.query);
  if (alert.salary > 0) params.set('salary', String(alert.salary));
  if (!alert.allowUnspecified) params.set('allowUnspecified', 'false');
  for (const [key, values] of [
    ['categoryList', alert.categories],
    ['locationList', alert.cities],
    ['locationStateList', alert.states],
    ['typeWork', alert.contractTypes],
  ] as const)
    for (const value of values) params.append(key, String(value));
  if (alert.remote) params.set('workTelecommute', 'true');
  if (alert.pcdOnly) params.set('showOnlyPositionsForDisabled', 'true');
  return `${publicUrl.replace(/\/$/, '')}/my/discovery/search?${params}`;
}

/**
 * The e-mails of a batch of due alerts, in the transaction that marks their positions sent: exactly once, whoever
 * runs it. The batch's positions are read once per language (an e-mail shows no field of its reader's own).
 */
async function sendBatch(deps: Deps, tx: Tx, due: DueAlert[], now: Date) {
  const pending = await takePendingMatches(
    tx,
    due.map((alert) => alert.id),
    now,
  );
  const ids = [...new Set([...pending.values()].flat())];
  const items = new Map<Language, Map<string, PositionItem>>();
  if (ids.length > 0)
    for (const language of new Set(due.map((alert) => resolveLanguage(alert.language))))
      items.set(language, await positionItemsByIds(deps, null, language, ids));
  let sent = 0;
  const marks: { id: string; nextSendAt: Date | null; mailed: boolean }[] = [];
  for (const alert of due) {
    const language = resolveLanguage(alert.language);
    // positions closed since they were found are left out
    const positions = (pending.get(alert.id) ?? []).flatMap((id) => items.get(language)?.get(id) ?? []);
    // a suspended account (pending deletion) gets no e-mail
    const mailed = alert.status === 'active' && positions.length > 0;
    if (mailed) {
      const mail = jobAlertMail(
        deps.config,
        alert,
        language,
        {
          query: alert.query,
          searchUrl: searchUrlOf(deps.config.publicUrl, alert),
          unsubscribeUrl: unsubscribeUrl(deps.config.publicUrl, alert.id, alert.unsubscribeKey),
        },
        positions,
      );
      await deps.mailer.enqueue(tx, mail);
      sent += 1;
    }
    marks.push({ id: alert.id, nextSendAt: nextAlertSendAt(now, alert.frequency, alert), mailed });
  }
  await markAlertsSent(tx, now, marks);
  return sent;
}

/**
 * E-mails the alerts whose new positions are due (immediate ones at once, summary ones at the person's summary
 * time), one e-mail per alert naming each new position once: the e-mails and the mark that their positions were sent
 * are written in one transaction per batch, with the alerts' rows locked.
 */
export async function sendJobAlerts(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  let after: string | undefined;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const due = await lockDueAlerts(tx, now, SEND_BATCH, after);
      if (due.length > 0) sent += await sendBatch(deps, tx, due, now);
      after = due.at(-1)?.id;
      return due.length;
    });
    if (batch < SEND_BATCH) return sent;
  }
}

/** Every minute: compare the alerts with the new positions, then e-mail what is due. */
export async function runJobAlerts(deps: Deps) {
  await matchJobAlerts(deps);
  return sendJobAlerts(deps);
}

export const jobAlertsTasks: Task[] = [{ name: 'job alerts', every: 60_000, run: runJobAlerts }];
