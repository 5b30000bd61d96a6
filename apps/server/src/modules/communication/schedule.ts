import type { CommunicationSettings } from '@trilha/contract';

/** The time zone the summary hour is read in: Brazil's for region BRA, the US Eastern one otherwise. */
export const timeZoneOf = (region: string | null | undefined) => (region === 'USA' ? 'America/New_York' : 'America/Sao_Paulo');

interface LocalDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(instant: Date, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The instant a wall-clock hour of a date has in a time zone (the zone's offset found, then checked once for DST). */
function instantOf(date: LocalDate, hour: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour);
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const p = partsIn(new Date(guess), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += wall - shown;
  }
  return new Date(guess);
}

const addDays = (date: LocalDate, days: number): LocalDate => {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
};
const weekdayOf = (date: LocalDate) => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
/** The day of month in a month: the 31st of a 30-day month is its last day. */
const dayInMonth = (year: number, month: number, day: number): LocalDate => ({ year, month, day: Math.min(day, daysIn(year, month)) });

/** When the next summary is due strictly after `now`; null for "never". */
export function nextSummaryAt(now: Date, settings: CommunicationSettings, timeZone: string): Date | null {
  const local = partsIn(now, timeZone);
  const today: LocalDate = { year: local.year, month: local.month, day: local.day };
  const at = (date: LocalDate) => instantOf(date, settings.hour, timeZone);
  switch (settings.period) {
    case 'never':
      return null;
    case 'daily': {
      const candidate = at(today);
      return candidate > now ? candidate : at(addDays(today, 1));
    }
    case 'weekly': {
      const weekday = settings.weekday ?? 1;
      for (let ahead = 0; ahead <= 7; ahead++) {
        const date = addDays(today, ahead);
        if (weekdayOf(date) === weekday && at(date) > now) return at(date);
      }
      return at(addDays(today, 7));
    }
    case 'monthly': {
      const day = settings.dayOfMonth ?? 1;
      const thisMonth = at(dayInMonth(today.year, today.month, day));
      if (thisMonth > now) return thisMonth;
      const next = today.month === 12 ? { year: today.year + 1, month: 1 } : { year: today.year, month: today.month + 1 };
      return at(dayInMonth(next.year, next.month, day));
    }
  }
}
