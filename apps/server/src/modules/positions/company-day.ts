import { timeZoneOf } from '../communication/index.ts';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (YYYY-MM-DD) an instant falls on where the company is (its region's time zone, Brazil's by
 * default): a promised answer "até 24/11" holds until 24/11 ends there, not at midnight UTC.
 */
export function answerDay(now: Date, region?: string | null): string {
  const timeZone = timeZoneOf(region);
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}
