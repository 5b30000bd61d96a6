import { resolveLanguage } from '@trilha/contract';
import type { Tx } from '../../platform/db/connect.ts';
import type { Deps } from '../../platform/deps.ts';
import type { Task } from '../../platform/tasks.ts';
import { positionItemsByIds } from '../positions/index.ts';
import { unsubscribeUrl } from './job-alert-link.ts';
import { jobAlertMail } from './job-alert-mail.ts';
import { claimAlertsToMatch, type DueAlert, lockDueAlerts, markAlertSent, matchAlerts, takePendingMatches } from './job-alerts.data.ts';
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
function searchUrlOf(publicUrl: string, alert: DueAlert) {
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

/** One alert's e-mail, in the transaction that marks its positions sent: exactly once, whoever runs it. */
async function sendOne(deps: Deps, tx: Tx, alert: DueAlert, now: Date) {
  const positionIds = await takePendingMatches(tx, alert.id, now);
  const next = nextAlertSendAt(now, alert.frequency, alert);
  // a suspended account (pending deletion) gets no e-mail, and positions closed since they were found are left out
  if (alert.status !== 'active' || positionIds.length === 0) {
    await markAlertSent(tx, alert.id, now, next, false);
    return false;
  }
  const language = resolveLanguage(alert.language);
  const items = await positionItemsByIds(deps, alert.userId, language, positionIds);
  const positions = positionIds.flatMap((id) => items.get(id) ?? []);
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
  await markAlertSent(tx, alert.id, now, next, true);
  return true;
}

/**
 * E-mails the alerts whose new positions are due (immediate ones at once, summary ones at the person's summary
 * time), one e-mail per alert naming each new position once: the e-mail and the mark that its positions were sent
 * are written in one transaction, with the alert's row locked.
 */
export async function sendJobAlerts(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const due = await lockDueAlerts(tx, now, SEND_BATCH);
      for (const alert of due) if (await sendOne(deps, tx, alert, now)) sent += 1;
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
