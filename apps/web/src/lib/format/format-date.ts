const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** A date in the locale's long form (pt-BR "1 de março de 2026", en "March 1, 2026"); empty for an invalid one. */
export function formatDate(value: string | Date, locale: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}

/** A date in the locale's short numeric form, for dense tables ("02/10/2026" in pt-BR). */
export function formatShortDate(value: string | Date, locale: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(date);
}

/** A calendar day (YYYY-MM-DD) as the locale writes its day and month ("24/11" in pt-BR, "11/24" in en-US), in any time zone. */
export function formatDayMonth(day: string, locale: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(date);
}

/** A date in the locale's long form with the time (pt-BR "1 de março de 2026 às 14:30"), in a time zone when given. */
export function formatDateTime(value: string | Date, locale: string, timeZone?: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date);
}

/**
 * A month of a period (YYYY-MM-DD) as résumés and profiles write it: pt-BR "jan/2021", es "ene/2021", en "Jan 2021".
 */
export function formatMonthYear(day: string, locale: string): string {
  const date = new Date(`${day.slice(0, 7)}-15T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(date).replace(/\.$/, '');
  const year = date.getUTCFullYear();
  return locale.startsWith('en') ? `${month} ${year}` : `${month}/${year}`;
}
