import { DAY, HOUR } from '../platform/clock.ts';

/** Brasília time, UTC−3 all year (Brazil has had no daylight saving time since 2019): the demo's working hours. */
const BRASILIA_OFFSET = -3 * HOUR;
const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'] as const;

/** Easter Sunday (anonymous Gregorian algorithm), for the movable national holidays. */
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

/** The date (YYYY-MM-DD) and weekday of an instant in Brasília. */
function local(at: Date): { date: string; weekday: number; hour: number } {
  const shifted = new Date(at.getTime() + BRASILIA_OFFSET);
  return { date: shifted.toISOString().slice(0, 10), weekday: shifted.getUTCDay(), hour: shifted.getUTCHours() };
}

/** National holidays of a year: the fixed ones and Carnaval, Good Friday and Corpus Christi. */
function holidays(year: number): Set<string> {
  const fixed = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'].map((day) => `${year}-${day}`);
  const sunday = easter(year);
  const movable = [-48, -47, -2, 60].map((days) => new Date(sunday + days * DAY).toISOString().slice(0, 10));
  return new Set([...fixed, ...movable]);
}

/** Whether an instant falls on a working day (Monday to Friday, not a national holiday) between 8h and 18h in Brasília. */
export function isWorkingTime(at: Date): boolean {
  const { date, weekday, hour } = local(at);
  return weekday >= 1 && weekday <= 5 && !holidays(Number(date.slice(0, 4))).has(date) && hour >= 8 && hour < 18;
}

/** The first working day at least `daysAhead` days after `now`, at `hour` o'clock in Brasília. */
export function workingSlot(now: Date, daysAhead: number, hour: number): Date {
  const start = local(new Date(now.getTime() + daysAhead * DAY)).date;
  for (let day = 0; ; day++) {
    const at = new Date(Date.parse(`${start}T00:00:00Z`) + day * DAY + hour * HOUR - BRASILIA_OFFSET);
    if (isWorkingTime(at)) return at;
  }
}

/** How a pt-BR message names an instant's day: "quinta-feira, 03/12". */
export function dayInWords(at: Date): string {
  const { date, weekday } = local(at);
  return `${WEEKDAYS[weekday]}, ${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

/** The demo's pending interview: the first working day three days from now, at 10h in Brasília. */
export const demoInterviewAt = (now: Date) => workingSlot(now, 3, 10);
