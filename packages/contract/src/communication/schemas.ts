import { z } from 'zod';

/** The e-mail summary period, daily at 08:00 by default. */
export const SUMMARY_PERIODS = ['daily', 'weekly', 'monthly', 'never'] as const;
export type SummaryPeriod = (typeof SUMMARY_PERIODS)[number];
export const DEFAULT_SUMMARY_HOUR = 8;

/**
 * The summary's schedule: the hour (0-23, in the user's time zone) for every period, the weekday (0 Sunday ... 6
 * Saturday) of a weekly one and the day of month (1-31; the last day in shorter months) of a monthly one.
 */
export const communicationSettings = z
  .object({
    period: z.enum(SUMMARY_PERIODS),
    hour: z.number().int().min(0).max(23),
    weekday: z.number().int().min(0).max(6).nullable().default(null),
    dayOfMonth: z.number().int().min(1).max(31).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.period === 'weekly' && value.weekday === null) ctx.addIssue({ code: 'custom', message: 'required', path: ['weekday'] });
    if (value.period === 'monthly' && value.dayOfMonth === null)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['dayOfMonth'] });
  });
export type CommunicationSettings = z.infer<typeof communicationSettings>;

export const DEFAULT_COMMUNICATION: CommunicationSettings = {
  period: 'daily',
  hour: DEFAULT_SUMMARY_HOUR,
  weekday: null,
  dayOfMonth: null,
};

/** What GET answers: the settings and when the next summary is due (null for never). */
export const communicationDetails = z.object({
  settings: communicationSettings,
  nextSummaryAt: z.string().nullable(),
  timeZone: z.string(),
});
export type CommunicationDetails = z.infer<typeof communicationDetails>;
