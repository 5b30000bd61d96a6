/** A calendar week, Monday to Sunday, in the browser's time zone: the recruiter's own days. */
export interface Week {
  /** the Monday, as YYYY-MM-DD (the page's `semana` parameter) */
  monday: string;
  /** the seven days, as YYYY-MM-DD */
  days: string[];
  /** [from, to) as instants, for the API */
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const localMidnight = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
};

/** The week holding `day` (YYYY-MM-DD; today when missing or unreadable). */
export function weekOf(day: string | null, today: Date): Week {
  const start = day && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(localMidnight(day).getTime()) ? localMidnight(day) : today;
  const monday = new Date(start.getFullYear(), start.getMonth(), start.getDate() - ((start.getDay() + 6) % 7));
  const days = Array.from({ length: 7 }, (_, i) => dayOf(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + i)));
  const next = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 7);
  return { monday: dayOf(monday), days, from: monday.toISOString(), to: next.toISOString() };
}

/** The Monday `weeks` weeks away from a week's Monday. */
export function shiftWeek(monday: string, weeks: number): string {
  const date = localMidnight(monday);
  return dayOf(new Date(date.getFullYear(), date.getMonth(), date.getDate() + weeks * 7));
}

/** The local day (YYYY-MM-DD) of an instant. */
export const localDay = (instant: string) => dayOf(new Date(instant));
