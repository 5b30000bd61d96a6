import { describe, expect, it } from 'vitest';
import { monthLabel, periodOf, presetFrom } from './period.ts';

const today = new Date('2026-03-10T12:00:00Z');

describe('report periods', () => {
  it('presets start on the first day of a month, the whole history on 2015-01-01', () => {
    expect(presetFrom('3', today)).toBe('2026-01-01');
    expect(presetFrom('12', today)).toBe('2025-04-01');
    expect(presetFrom('all', today)).toBe('2015-01-01');
  });

  it('reads the preset back from the address; other dates are a custom period', () => {
    expect(periodOf(new URLSearchParams(''), today)).toEqual({ period: {}, preset: '12' });
    expect(periodOf(new URLSearchParams('from=2025-10-01'), today)).toEqual({ period: { from: '2025-10-01' }, preset: '6' });
    expect(periodOf(new URLSearchParams('from=2015-01-01'), today).preset).toBe('all');
    expect(periodOf(new URLSearchParams('from=2025-10-01&to=2025-12-31'), today)).toEqual({
      period: { from: '2025-10-01', to: '2025-12-31' },
      preset: 'custom',
    });
  });

  it('names months in the reader’s language', () => {
    expect(monthLabel('2025-11', 'en')).toBe('Nov 25');
    expect(monthLabel('2025-11', 'pt-BR')).toMatch(/^nov/);
  });
});
