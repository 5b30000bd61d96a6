import { type CommunicationSettings, DEFAULT_COMMUNICATION } from '@trilha/contract';
import { nextSummaryAt, timeZoneOf, upsertPreferences } from '../modules/communication/index.ts';
import type { Deps } from '../platform/deps.ts';
import { DEMO_USERS } from './demo-users.ts';

/** The demo accounts' e-mail summaries: most keep the default (daily at 08:00), a few chose otherwise. */
const DEMO_SCHEDULES: Record<string, CommunicationSettings> = {
  [DEMO_USERS.owner.id]: { period: 'weekly', hour: 9, weekday: 1, dayOfMonth: null },
  [DEMO_USERS.admin.id]: { period: 'daily', hour: 7, weekday: null, dayOfMonth: null },
  [DEMO_USERS.creator.id]: { period: 'monthly', hour: 10, weekday: null, dayOfMonth: 1 },
  [DEMO_USERS.support.id]: { period: 'never', hour: 8, weekday: null, dayOfMonth: null },
};

export async function seedDemoCommunication(deps: Deps): Promise<void> {
  const now = deps.clock.now();
  for (const demo of Object.values(DEMO_USERS)) {
    const settings = DEMO_SCHEDULES[demo.id] ?? DEFAULT_COMMUNICATION;
    await upsertPreferences(deps.db, demo.id, settings, nextSummaryAt(now, settings, timeZoneOf('BRA')), now);
  }
}
