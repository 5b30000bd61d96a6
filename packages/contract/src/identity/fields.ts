import { z } from 'zod';
import { isVisibleName } from '../platform/names.ts';
import { plainText, unlessEmpty } from './text.ts';

// The fields and rules the identity bodies share (sign-in, registration, password changes), apart from the bodies
// themselves so that a screen that needs one body does not load every other (the registration's phone rules).

/** Runs an object-level rule only when the fields it reads parsed, so it never hides their own messages. */
export const whenValid =
  (...paths: string[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => !issue.path?.length || paths.includes(String(issue.path[0])));

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(320)
  .check(z.email({ error: unlessEmpty('email.invalid') }));

export const personName = plainText(100, 1, 'name.invisible').refine(isVisibleName, { error: unlessEmpty('name.invisible') });
/** A password already set: no rules, so accounts from older rules still sign in. */
export const currentPasswordField = z.string().min(1).max(256);

/** The confirmation must repeat the password; reported on confirmPassword. */
export const passwordsMatch = <S extends z.ZodType<{ password: string; confirmPassword: string }, unknown>>(schema: S): S =>
  schema.refine((body) => body.password === body.confirmPassword, {
    error: 'password.mismatch',
    path: ['confirmPassword'],
    when: whenValid('password', 'confirmPassword'),
  });
