import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonth, formatShortDate } from './format-date.ts';

// Noon UTC: the same calendar day in every time zone the tests may run in.
const MARCH_FIRST = '2026-03-01T12:00:00.000Z';

describe('formatDate', () => {
  it('writes the long date of each language', () => {
    expect(formatDate(MARCH_FIRST, 'pt-BR')).toBe('1 de março de 2026');
    expect(formatDate(MARCH_FIRST, 'en')).toBe('March 1, 2026');
    expect(formatDate(MARCH_FIRST, 'es')).toBe('1 de marzo de 2026');
  });
  it('writes the short numeric date of dense tables', () => {
    expect(formatShortDate(MARCH_FIRST, 'pt-BR')).toBe('01/03/2026');
    expect(formatShortDate(MARCH_FIRST, 'es')).toBe('1/3/26');
    expect(formatShortDate('not a date', 'pt-BR')).toBe('');
  });
  it('adds the time to the long date', () => {
    expect(formatDateTime(MARCH_FIRST, 'pt-BR')).toMatch(/^1 de março de 2026,? (às )?\d{2}:\d{2}$/);
  });
  it('writes a calendar day as day and month, the same day in any time zone', () => {
    expect(formatDayMonth('2026-11-24', 'pt-BR')).toBe('24/11');
    expect(formatDayMonth('2026-11-24', 'en-US')).toBe('11/24');
    expect(formatDayMonth('2026-01-01', 'pt-BR')).toBe('01/01');
    expect(formatDayMonth('someday', 'pt-BR')).toBe('someday');
  });
  it('writes nothing for an invalid date', () => {
    expect(formatDate('not a date', 'pt-BR')).toBe('');
    expect(formatDateTime('', 'pt-BR')).toBe('');
  });
});
