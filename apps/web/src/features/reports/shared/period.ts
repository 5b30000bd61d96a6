import { type PeriodQuery, REPORTS_SINCE } from '@trilha/contract';
import { formatDate } from '../../../lib/format/format-date.ts';

/** The period presets of the career and report screens: 3, 6 and 12 months, and the whole history. */
export const PERIOD_PRESETS = ['3', '6', '12', 'all'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A preset's start: the first day of the month n-1 months before today's (so "3 months" holds three whole bars). */
export function presetFrom(preset: PeriodPreset, today: Date): string {
  if (preset === 'all') return REPORTS_SINCE;
  const months = Number(preset);
  return isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (months - 1), 1)));
}

/** The period in the address (?from&to), and which preset it is, if any; none means the server's last 12 months. */
export function periodOf(params: URLSearchParams, today: Date): { period: PeriodQuery; preset: PeriodPreset | 'custom' } {
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  if (!from && !to) return { period: {}, preset: '12' };
  const preset = !to ? PERIOD_PRESETS.find((candidate) => presetFrom(candidate, today) === from) : undefined;
  return { period: { ...(from && { from }), ...(to && { to }) }, preset: preset ?? 'custom' };
}

/** A YYYY-MM month in the reader's language: "nov. de 25", "Nov 25". */
export function monthLabel(month: string, locale: string): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  return new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, index - 1, 1)),
  );
}

/** A YYYY-MM-DD day in the locale's long form, read at noon so no time zone moves it to the day before. */
export const dayLabel = (day: string, locale: string) => formatDate(`${day}T12:00:00`, locale);
