const DAY = 86_400_000;

/**
 * How long ago a day was, in the locale's words ("hoje", "ontem", "há 3 dias", "há 2 meses"): the date of a job
 * posting in a listing. Counts calendar days in the browser's time zone.
 */
export function relativeDay(iso: string, locale: string, now: Date = new Date()): string {
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const midnight = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((midnight(now) - midnight(new Date(iso))) / DAY);
  if (days < 30) return words.format(-Math.max(0, days), 'day');
  if (days < 365) return words.format(-Math.floor(days / 30), 'month');
  return words.format(-Math.floor(days / 365), 'year');
}
