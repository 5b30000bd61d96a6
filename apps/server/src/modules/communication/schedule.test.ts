import { describe, expect, it } from 'vitest';
import { nextSummaryAt } from './schedule.ts';

const SP = 'America/Sao_Paulo'; // UTC-3 all year (no DST since 2019)
const NY = 'America/New_York';
const next = (now: string, settings: Parameters<typeof nextSummaryAt>[1], zone = SP) =>
  nextSummaryAt(new Date(now), settings, zone)?.toISOString() ?? null;

describe('the next summary', () => {
  it('daily at 08:00 in São Paulo: today when before, tomorrow when past', () => {
    const daily = { period: 'daily', hour: 8, weekday: null, dayOfMonth: null } as const;
    expect(next('2026-03-10T10:00:00Z', daily)).toBe('2026-03-10T11:00:00.000Z');
    expect(next('2026-03-10T11:00:00Z', daily)).toBe('2026-03-11T11:00:00.000Z');
    expect(next('2026-03-10T23:30:00Z', daily)).toBe('2026-03-11T11:00:00.000Z');
  });

  it('weekly on the weekday, a week later when the hour passed that day', () => {
    // 2026-03-10 is a Tuesday
    const friday = { period: 'weekly', hour: 18, weekday: 5, dayOfMonth: null } as const;
    expect(next('2026-03-10T12:00:00Z', friday)).toBe('2026-03-13T21:00:00.000Z');
    const tuesday = { period: 'weekly', hour: 8, weekday: 2, dayOfMonth: null } as const;
    expect(next('2026-03-10T12:00:00Z', tuesday)).toBe('2026-03-17T11:00:00.000Z');
  });

  it('monthly on the day, the last day in shorter months', () => {
    const on31 = { period: 'monthly', hour: 8, weekday: null, dayOfMonth: 31 } as const;
    expect(next('2026-04-10T12:00:00Z', on31)).toBe('2026-04-30T11:00:00.000Z');
    expect(next('2026-02-28T12:00:00Z', on31)).toBe('2026-03-31T11:00:00.000Z');
    expect(next('2026-12-31T12:00:00Z', on31)).toBe('2027-01-31T11:00:00.000Z');
  });

  it('never has none', () => {
    expect(next('2026-03-10T12:00:00Z', { period: 'never', hour: 8, weekday: null, dayOfMonth: null })).toBeNull();
  });

  it('follows daylight saving time in New York', () => {
    const daily = { period: 'daily', hour: 8, weekday: null, dayOfMonth: null } as const;
    expect(next('2026-01-10T20:00:00Z', daily, NY)).toBe('2026-01-11T13:00:00.000Z');
    expect(next('2026-07-10T20:00:00Z', daily, NY)).toBe('2026-07-11T12:00:00.000Z');
  });
});
