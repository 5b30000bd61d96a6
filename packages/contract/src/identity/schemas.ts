import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { isVisibleName } from '../platform/names.ts';
import { workspaceSummary } from '../workspaces/schemas.ts';
import { passwordField } from './password.ts';
import { COUNTRY_CODES, type CountryCode, phoneProblem } from './phone.ts';
import { isStorableText, plainText, unlessEmpty } from './text.ts';

export * from './password.ts';
export * from './phone.ts';

/** Runs an object-level rule only when the fields it reads parsed, so it never hides their own messages. */
const whenValid =
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

const personName = plainText(100, 1).refine(isVisibleName, { error: unlessEmpty('name.invisible') });
/** A password already set: no rules, so accounts from older rules still sign in. */
const currentPasswordField = z.string().min(1).max(256);

/** The confirmation must repeat the password; reported on confirmPassword. */
const passwordsMatch = <S extends z.ZodType<{ password: string; confirmPassword: string }, unknown>>(schema: S): S =>
  schema.refine((body) => body.password === body.confirmPassword, {
    error: 'password.mismatch',
    path: ['confirmPassword'],
    when: whenValid('password', 'confirmPassword'),
  });

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
      .min(3, { error: 'workspace.name_length' })
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

export const loginBody = z.object({ email: emailField, password: currentPasswordField });
export type LoginBody = z.infer<typeof loginBody>;

export const changePasswordBody = passwordsMatch(
  z.object({ currentPassword: currentPasswordField, password: passwordField, confirmPassword: z.string().min(1).max(256) }),
).refine((body) => body.password !== body.currentPassword, {
  error: 'password.same',
  path: ['password'],
  when: whenValid('password', 'currentPassword'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const resetPasswordBody = passwordsMatch(z.object({ password: passwordField, confirmPassword: z.string().min(1).max(256) }));
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const recoveryBody = z.object({ email: emailField });

export const deleteAccountBody = z.object({
  confirmation: z.literal('DELETAR', { error: unlessEmpty('confirm.deletar') }),
  email: emailField,
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const INITIAL_SETTING_STATUSES = ['pending', 'done', 'skipped'] as const;
export const initialSetting = z.object({ id: z.string(), kind: z.string(), status: z.enum(INITIAL_SETTING_STATUSES) });
export type InitialSetting = z.infer<typeof initialSetting>;

export const ACCOUNT_STATUSES = ['active', 'pending_deletion'] as const;

/** The signed-in user as every session endpoint returns it. */
export const sessionUser = z.object({
  userId: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** the profile photo's small thumbnail (128 px), null without one */
  avatarUrl: z.string().nullable(),
  language: z.enum(LANGUAGES),
  locale: z.enum(['pt-BR', 'en-US']),
  region: z.string(),
  isSupport: z.boolean(),
  status: z.enum(ACCOUNT_STATUSES),
  deletionRequestedAt: z.string().nullable(),
  tosAcceptedAt: z.string().nullable(),
  pendingInitialSettings: z.array(initialSetting),
  wizard: z.object({ active: z.boolean(), completed: z.boolean(), theme: z.string().nullable() }),
  companies: z.array(workspaceSummary),
  lastWorkspaceId: z.string().nullable(),
  phone: z.string().nullable(),
  countryCode: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const authResponse = z.object({ token: z.string(), user: sessionUser });
export type AuthResponse = z.infer<typeof authResponse>;

const surveyAnswer = z.union([plainText(2000), z.array(plainText(500)).max(50), z.number()]);
export const surveyAnswerBody = z.object({
  survey: plainText(100, 1),
  answers: z
    .record(z.string().max(100).refine(isStorableText), surveyAnswer)
    .refine((answers) => Object.keys(answers).length <= 50, { error: 'invalid' }),
});
