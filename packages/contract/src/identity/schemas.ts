import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { workspaceSummary } from '../workspaces/schemas.ts';
import { currentPasswordField, emailField, passwordsMatch, whenValid } from './fields.ts';
import { passwordField } from './password.ts';
import { isStorableText, plainText, unlessEmpty } from './text.ts';

export { emailField } from './fields.ts';
export * from './password.ts';

/** `code`: the access code e-mailed when the address must prove it is the owner (`auth.code_required`). */
export const loginBody = z.object({
  email: emailField,
  password: currentPasswordField,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
});
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
