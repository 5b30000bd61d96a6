import { describe, expect, it } from 'vitest';
import { localDay, shiftWeek, weekOf } from './week.ts';

describe('the calendar week', () => {
  it('runs Monday to Sunday around the day asked for, or today', () => {
    const week = weekOf('2026-12-03', new Date(2026, 0, 1));
    expect(week.monday).toBe('2026-11-30');
    expect(week.days).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(new Date(week.to).getTime() - new Date(week.from).getTime()).toBeGreaterThanOrEqual(7 * 86_400_000 - 3_600_000);
    expect(weekOf(null, new Date(2026, 11, 6, 15)).monday).toBe('2026-11-30');
    expect(weekOf('nonsense', new Date(2026, 11, 7, 9)).monday).toBe('2026-12-07');
  });

  it('moves by whole weeks across months and years, and finds an instant’s local day', () => {
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
    expect(shiftWeek('2026-11-30', -1)).toBe('2026-11-23');
    expect(localDay(new Date(2026, 11, 3, 23, 30).toISOString())).toBe('2026-12-03');
  });
});
