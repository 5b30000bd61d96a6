import {
  type CommunicationDetails,
  type CommunicationSettings,
  DEFAULT_COMMUNICATION,
  type Language,
  resolveLanguage,
  type SummaryPeriod,
} from '@trilha/contract';
import { DAY } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  type DueSummary,
  findPreferences,
  lockDueSummaries,
  markSummaryHandled,
  upsertPreferences,
  usersWithoutPreferences,
} from './communication.data.ts';
import { nextSummaryAt, timeZoneOf } from './schedule.ts';
import type { SummarySection } from './summary.ts';
import { communicationSettingsLink, summaryMail } from './summary-mail.ts';

const BATCH = 200;
/** How far back the first summary looks, by period. */
const FIRST_LOOK_BACK: Record<SummaryPeriod, number> = { daily: DAY, weekly: 7 * DAY, monthly: 30 * DAY, never: 0 };

const settingsOf = (
  row: { period: string; hour: number; weekday: number | null; dayOfMonth: number | null } | null,
): CommunicationSettings =>
  row ? { period: row.period as SummaryPeriod, hour: row.hour, weekday: row.weekday, dayOfMonth: row.dayOfMonth } : DEFAULT_COMMUNICATION;

export async function getCommunication(deps: Deps, userId: string): Promise<CommunicationDetails> {
  const found = await findPreferences(deps.db, userId);
  if (!found) throw new AppError('not_found');
  const settings = settingsOf(found.row);
  const timeZone = timeZoneOf(found.region);
  const next = found.row ? found.row.nextDueAt : nextSummaryAt(deps.clock.now(), settings, timeZone);
  return { settings, nextSummaryAt: next?.toISOString() ?? null, timeZone };
}

export async function saveCommunication(deps: Deps, userId: string, settings: CommunicationSettings): Promise<CommunicationDetails> {
  const found = await findPreferences(deps.db, userId);
  if (!found) throw new AppError('not_found');
  // only what the period uses is kept
  const kept: CommunicationSettings = {
    ...settings,
    weekday: settings.period === 'weekly' ? settings.weekday : null,
    dayOfMonth: settings.period === 'monthly' ? settings.dayOfMonth : null,
  };
  const now = deps.clock.now();
  await upsertPreferences(deps.db, userId, kept, nextSummaryAt(now, kept, timeZoneOf(found.region)), now);
  return getCommunication(deps, userId);
}

/**
 * Gives the default schedule (daily at 08:00) to the accounts that have none yet: an hourly job (it looks for
 * missing rows across all users), while the due summaries are read every minute through their own index.
 */
export async function scheduleNewAccounts(deps: Deps): Promise<void> {
  const now = deps.clock.now();
  for (const user of await usersWithoutPreferences(deps.db, BATCH)) {
    await upsertPreferences(
      deps.db,
      user.id,
      DEFAULT_COMMUNICATION,
      nextSummaryAt(now, DEFAULT_COMMUNICATION, timeZoneOf(user.region)),
      now,
    );
  }
}

async function sendOne(deps: Deps, q: Queryable, sections: SummarySection[], due: DueSummary, now: Date): Promise<boolean> {
  const settings = settingsOf(due.row);
  const next = nextSummaryAt(now, settings, timeZoneOf(due.region));
  // a suspended account (pending deletion) gets no e-mail; its schedule still moves on
  if (due.status !== 'active') {
    await markSummaryHandled(q, due.userId, next, null);
    return false;
  }
  const language: Language = resolveLanguage(due.language);
  const since = due.row.lastSentAt ?? new Date(now.getTime() - FIRST_LOOK_BACK[settings.period]);
  const reader = { userId: due.userId, email: due.email, language };
  const parts = (await Promise.all(sections.map((section) => section.collect(q, reader, since, now)))).filter((part) => part !== null);
  if (parts.length === 0) {
    await markSummaryHandled(q, due.userId, next, null);
    return false;
  }
  const mail = summaryMail(due.email, due.name, language, parts, communicationSettingsLink(deps.config.publicUrl));
  await deps.mailer.enqueue(q, mail);
  await markSummaryHandled(q, due.userId, next, now);
  return true;
}

/**
 * The summary job: every due schedule is handled once (row locks keep two processes apart); a summary with
 * something to say goes to the outbox in the same transaction that moves the schedule on, an empty one is skipped.
 */
export async function sendDueSummaries(deps: Deps, sections: SummarySection[]): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  await deps.db.transaction(async (tx) => {
    const due = await lockDueSummaries(tx, now, BATCH);
    for (const item of due) if (await sendOne(deps, tx, sections, item, now)) sent++;
  });
  return sent;
}
