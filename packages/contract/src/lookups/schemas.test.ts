import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cep, lookupCountry, lookupLimit, lookupSearchText, queryFlag } from './schemas.ts';

describe('lookup query schemas', () => {
  it('trims the search text and refuses more than 100 characters', () => {
    expect(lookupSearchText.parse('  são paulo ')).toBe('são paulo');
    expect(lookupSearchText.parse(undefined)).toBe('');
    const long = lookupSearchText.safeParse('a'.repeat(101));
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe('lookup.query_length');
  });

  it('answers 20 entries unless asked, at most 50', () => {
    expect(lookupLimit.parse(undefined)).toBe(20);
    expect(lookupLimit.parse('50')).toBe(50);
    expect(lookupLimit.safeParse('51').success).toBe(false);
    expect(lookupLimit.safeParse('0').success).toBe(false);
  });

  it('knows br (the default) and us, in any case', () => {
    expect(lookupCountry.parse(undefined)).toBe('br');
    expect(lookupCountry.parse(' US ')).toBe('us');
    expect(lookupCountry.safeParse('ar').error?.issues[0]?.message).toBe('lookup.country');
  });

  it("reads appendState as 'true' or 'false' only", () => {
    const flag = z.object({ appendState: queryFlag });
    expect(flag.parse({}).appendState).toBe(false);
    expect(flag.parse({ appendState: 'true' }).appendState).toBe(true);
    expect(flag.parse({ appendState: 'false' }).appendState).toBe(false);
    expect(flag.safeParse({ appendState: '1' }).success).toBe(false);
  });

  it('takes a CEP of 8 digits, with or without the hyphen', () => {
    expect(cep.parse('01001-000')).toBe('01001000');
    expect(cep.parse('01001000')).toBe('01001000');
    for (const bad of ['1234', '01001-0000', 'abcde-fgh', '01001 000'])
      expect(cep.safeParse(bad).error?.issues[0]?.message).toBe('lookup.cep_invalid');
  });
});
