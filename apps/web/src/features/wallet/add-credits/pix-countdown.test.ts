import { describe, expect, it } from 'vitest';
import { formatCountdown } from './pix-countdown.ts';

describe('the Pix countdown', () => {
  it('writes minutes and seconds, rounding up, never below zero', () => {
    expect(formatCountdown(30 * 60_000)).toBe('30:00');
    expect(formatCountdown(29 * 60_000 + 59_001)).toBe('30:00');
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(400)).toBe('00:01');
    expect(formatCountdown(-5000)).toBe('00:00');
  });
});
