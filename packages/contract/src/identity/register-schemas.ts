import { z } from 'zod';
import { isVisibleName } from '../platform/names.ts';
import { emailField, passwordsMatch, personName, whenValid } from './fields.ts';
import { passwordField } from './password.ts';
import { COUNTRY_CODES, type CountryCode, phoneProblem } from './phone.ts';
import { isStorableText, unlessEmpty } from './text.ts';

/** POST /v1/register/candidate (its phone rules are the only identity body that needs libphonenumber). */
export const registerCandidateBody = passwordsMatch(
  z.object({
    name: personName,
    lastName: personName,
    email: emailField,
    password: passwordField,
    confirmPassword: z.string().min(1).max(256),
    phone: z.string().trim().min(1).max(30),
    countryCode: z.enum(COUNTRY_CODES),
    acceptTerms: z.literal(true, { error: 'terms.required' }),
    inviteId: z.uuid().optional(),
    type: z.enum(['individual', 'company']).optional(),
    companyName: z
      .string()
      .trim()
      .min(3, { error: unlessEmpty('workspace.name_length') })
      .max(255, { error: 'workspace.name_length' })
      .refine(isStorableText, { error: 'invalid', abort: true })
      .refine(isVisibleName, { error: 'name.invisible' })
      .optional(),
  }),
).refine((body) => phoneProblem(body.phone, body.countryCode) === null, {
  path: ['phone'],
  when: whenValid('phone', 'countryCode'),
  error: (issue) => {
    const body = issue.input as { phone: string; countryCode: CountryCode };
    return phoneProblem(body.phone, body.countryCode) ?? 'phone.invalid';
  },
});
export type RegisterCandidateBody = z.infer<typeof registerCandidateBody>;
