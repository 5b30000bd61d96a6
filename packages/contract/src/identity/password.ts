import { z } from 'zod';
import { unlessEmpty } from './text.ts';

export const PASSWORD_MIN = 8;
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX = 128;
/** The only special characters a password may have. */
export const PASSWORD_SPECIALS = '*@!#%&()^~{}$';

const ALLOWED = /^[A-Za-z0-9*@!#%&()^~{}$]*$/;
const SPECIAL = /[*@!#%&()^~{}$]/;

const hasAllClasses = (value: string) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && SPECIAL.test(value);

/** A new password: at least 8 characters, with a lower case and an upper case letter, a digit and a special one. */
export const passwordField = z
  .string()
  .min(PASSWORD_MIN, { error: unlessEmpty('password.min') })
  .max(PASSWORD_MAX)
  .refine((value) => ALLOWED.test(value), { error: 'password.invalid_chars', abort: true })
  .refine(hasAllClasses, { error: 'password.rules' });

/** Rules-based strength the web shows while the user types. */
export function passwordStrength(password: string): 'weak' | 'moderate' | 'strong' {
  if (password.length < PASSWORD_MIN || !ALLOWED.test(password)) return 'weak';
  const classes = [/[a-z]/, /[A-Z]/, /\d/, SPECIAL].filter((pattern) => pattern.test(password)).length;
  const score = classes + (password.length >= 12 ? 1 : 0) + (password.length >= 16 ? 1 : 0);
  if (classes < 4 || score < 4) return score >= 3 ? 'moderate' : 'weak';
  return score >= 5 ? 'strong' : 'moderate';
}
