import { isValidPhoneNumber } from 'libphonenumber-js/core';
import { PHONE_METADATA } from './phone-metadata.ts';

export const COUNTRY_CODES = ['br', 'us', 'it'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Every Brazilian area code (DDD) in use, by Anatel's numbering plan. */
export const BRAZILIAN_DDDS: ReadonlySet<string> = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '21',
  '22',
  '24',
  '27',
  '28',
  '31',
  '32',
  '33',
  '34',
  '35',
  '37',
  '38',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '51',
  '53',
  '54',
  '55',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '67',
  '68',
  '69',
  '71',
  '73',
  '74',
  '75',
  '77',
  '79',
  '81',
  '82',
  '83',
  '84',
  '85',
  '86',
  '87',
  '88',
  '89',
  '91',
  '92',
  '93',
  '94',
  '95',
  '96',
  '97',
  '98',
  '99',
]);

const REGION: Record<CountryCode, 'BR' | 'US' | 'IT'> = { br: 'BR', us: 'US', it: 'IT' };

/** Formatting people type around a number: spaces, dots, dashes, parentheses. */
const PHONE_CHARS = /^[\d\s().-]{1,30}$/;

export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/**
 * Checks a phone typed without its dial code. Brazil: a real DDD, then a mobile (9 + 8 digits)
 * or a landline (2-5 + 7 digits). Other countries: libphonenumber's rules for the country.
 * Returns the FIELD_MESSAGES key of the problem, or null when valid.
 */
export function phoneProblem(phone: string, country: CountryCode): 'phone.ddd' | 'phone.invalid' | null {
  if (!PHONE_CHARS.test(phone)) return 'phone.invalid';
  const digits = phoneDigits(phone);
  if (country === 'br') {
    if (!BRAZILIAN_DDDS.has(digits.slice(0, 2))) return 'phone.ddd';
    if (!/^\d{2}(9\d{8}|[2-5]\d{7})$/.test(digits)) return 'phone.invalid';
  }
  return isValidPhoneNumber(digits, REGION[country], PHONE_METADATA) ? null : 'phone.invalid';
}
