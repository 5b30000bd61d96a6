import { describe, expect, it } from 'vitest';
import { greetingPeriod } from './greeting.ts';

const at = (hour: number, minute = 0) => new Date(2026, 0, 1, hour, minute);

describe('greetingPeriod', () => {
  it('is morning before 12', () => {
    expect(greetingPeriod(at(0))).toBe('morning');
    expect(greetingPeriod(at(11, 59))).toBe('morning');
  });
  it('is afternoon from 12 to before 18', () => {
    expect(greetingPeriod(at(12))).toBe('afternoon');
    expect(greetingPeriod(at(17, 59))).toBe('afternoon');
  });
  it('is evening from 18', () => {
    expect(greetingPeriod(at(18))).toBe('evening');
    expect(greetingPeriod(at(23, 59))).toBe('evening');
  });
});
