import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone.ts';

describe('formatPhone', () => {
  it('writes a Brazilian mobile or landline with the country code, the DDD in parentheses and a dash', () => {
    expect(formatPhone('11987654321')).toBe('+55 (11) 98765-4321');
    expect(formatPhone('(11) 98765-4321')).toBe('+55 (11) 98765-4321');
    expect(formatPhone('+55 11 98765 4321')).toBe('+55 (11) 98765-4321');
    expect(formatPhone('5531 3409-4000')).toBe('+55 (31) 3409-4000');
  });

  it('leaves anything else as typed', () => {
    expect(formatPhone('+1 415 555 0100')).toBe('+1 415 555 0100');
    expect(formatPhone('123')).toBe('123');
  });
});
