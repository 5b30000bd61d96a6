import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { registerCandidateBody } from './register-schemas.ts';
import {
  ACCOUNT_STATUSES,
  authResponse,
  changePasswordBody,
  deleteAccountBody,
  INITIAL_SETTING_STATUSES,
  initialSetting,
  loginBody,
  recoveryBody,
  resetPasswordBody,
  sessionUser,
  surveyAnswerBody,
} from './schemas.ts';
import { plainText } from './text.ts';

const tag = 'identity';
const ok = z.object({ ok: z.literal(true) });
const noContent = z.null();

// Startup and session

export const registerCandidate = defineEndpoint({
  method: 'POST',
  path: '/v1/register/candidate',
  summary: 'Create an account (personal workspace, and a company one when type is company) and sign in',
  tag,
  access: 'public',
  scope: 'public',
  body: registerCandidateBody,
  responses: { 201: authResponse },
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/v1/auth',
  summary: 'Sign in with e-mail and password; every sign-in opens a new session',
  tag,
  access: 'public',
  scope: 'public',
  body: loginBody,
  invalidCode: 'auth.invalid_credentials',
  responses: { 200: authResponse },
});

export const getAuthData = defineEndpoint({
  method: 'GET',
  path: '/v1/auth/data',
  summary: 'The signed-in user (support users may pass the subdomain of a workspace that allows support)',
  tag,
  access: 'session',
  scope: 'user',
  query: z.object({ subdomain: plainText(100).optional() }),
  responses: { 200: sessionUser },
});

export const logout = defineEndpoint({
  method: 'DELETE',
  path: '/v1/auth',
  summary: 'Sign out: revokes the current session at once',
  tag,
  access: 'session',
  scope: 'user',
  responses: { 204: noContent },
});

export const synchronize = defineEndpoint({
  method: 'POST',
  path: '/v1/auth/synchronize',
  summary: 'Re-read the signed-in user',
  tag,
  access: 'session',
  scope: 'user',
  responses: { 200: z.object({ user: sessionUser }) },
});

export const authMe = defineEndpoint({
  method: 'GET',
  path: '/v1/auth-me',
  summary: 'Whether an account exists for an e-mail (invite flow); a malformed e-mail simply has none',
  tag,
  access: 'public',
  scope: 'public',
  // Lenient on purpose: a 400 would sign a signed-in client out (errors/envelope.ts, shouldLogout) over a typo.
  query: z.object({ email: z.string().max(320) }),
  responses: { 200: z.object({ exists: z.boolean() }) },
});

// Account and profile

export const getMyselfInfo = defineEndpoint({
  method: 'GET',
  path: '/v1/myself/info',
  summary: 'The signed-in user',
  tag,
  access: 'session',
  scope: 'user',
  responses: { 200: sessionUser },
});

export const requestPasswordRecovery = defineEndpoint({
  method: 'POST',
  path: '/v1/resetpassword',
  summary: 'E-mail a one-time password recovery link',
  tag,
  access: 'public',
  scope: 'public',
  body: recoveryBody,
  responses: { 202: z.object({ sent: z.literal(true) }) },
});

export const checkPasswordResetCode = defineEndpoint({
  method: 'GET',
  path: '/v1/resetpassw/:code',
  summary: 'Whether a recovery code can still set a password (the link is checked when opened, not only on submit)',
  tag,
  access: 'public',
  scope: 'public',
  params: z.object({ code: z.string().min(1).max(200) }),
  responses: { 200: z.object({ valid: z.literal(true) }) },
});

export const resetPasswordWithCode = defineEndpoint({
  method: 'POST',
  path: '/v1/resetpassw/:code',
  summary: 'Set a new password with a recovery code; ends every session of the user',
  tag,
  access: 'public',
  scope: 'public',
  params: z.object({ code: z.string().min(1).max(200) }),
  body: resetPasswordBody,
  responses: { 200: ok },
});

export const setInitialPassword = defineEndpoint({
  method: 'PUT',
  path: '/v1/resetpassw',
  summary: 'Set the password of an account created for the user (pending "password" initial setting)',
  tag,
  access: 'session',
  scope: 'user',
  body: resetPasswordBody,
  responses: { 200: ok },
});

export const changePassword = defineEndpoint({
  method: 'PUT',
  path: '/v1/myself/password',
  summary: 'Change the password; ends every other session of the user',
  tag,
  access: 'session',
  scope: 'user',
  body: changePasswordBody,
  responses: { 200: ok },
});

export const changePasswordAlias = defineEndpoint({
  method: 'PUT',
  path: '/v1/myself/reset-password',
  summary: 'Same as PUT /v1/myself/password',
  tag,
  access: 'session',
  scope: 'user',
  body: changePasswordBody,
  responses: { 200: ok },
});

export const setLanguage = defineEndpoint({
  method: 'PUT',
  path: '/v1/myself/language/:lang',
  summary: 'Set the language of the user; server messages follow it',
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ lang: z.enum(LANGUAGES) }),
  responses: { 200: z.object({ language: z.enum(LANGUAGES) }) },
});

export const updateInitialSetting = defineEndpoint({
  method: 'PUT',
  path: '/v1/myself/initial-settings/:id',
  summary: 'Mark an initial setting of the user done, skipped or pending',
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ id: z.uuid() }),
  body: z.object({ status: z.enum(INITIAL_SETTING_STATUSES) }),
  responses: { 200: initialSetting },
});

export const acceptTos = defineEndpoint({
  method: 'POST',
  path: '/v1/-/tos',
  summary: 'Accept the terms of use, for the user and, with workspaceId, for that company',
  tag,
  access: 'session',
  scope: 'user',
  body: z.object({ workspaceId: z.uuid().optional() }),
  responses: { 200: z.object({ tosAcceptedAt: z.string() }) },
});

export const deleteAccount = defineEndpoint({
  method: 'DELETE',
  path: '/v1/myself',
  summary: 'Request account deletion (reactivatable for 30 days)',
  tag,
  access: 'session',
  scope: 'user',
  body: deleteAccountBody,
  responses: { 200: z.object({ status: z.enum(ACCOUNT_STATUSES), deletionRequestedAt: z.string() }) },
});

export const reactivateAccount = defineEndpoint({
  method: 'PATCH',
  path: '/v1/myself/reactivate',
  summary: 'Cancel a pending account deletion within 30 days',
  tag,
  access: 'session',
  scope: 'user',
  responses: { 200: z.object({ user: sessionUser }) },
});

export const answerSurvey = defineEndpoint({
  method: 'POST',
  path: '/v1/survey/answer',
  summary: 'Store the answers of a survey (e.g. the removal survey)',
  tag,
  access: 'session',
  scope: 'user',
  body: surveyAnswerBody,
  responses: { 201: z.object({ id: z.string() }) },
});

export const requestAccountRemovalSupport = defineEndpoint({
  method: 'POST',
  path: '/v1/support/account/removal',
  summary: 'Ask support to remove the account',
  tag,
  access: 'session',
  scope: 'user',
  body: z.object({ reason: plainText(2000).optional() }),
  responses: { 202: ok },
});

export const sendEmailConfirmation = defineEndpoint({
  method: 'POST',
  path: '/v1/myself/email-confirmation',
  summary: 'E-mail a new link that confirms the address of the owner of a company opened at sign-up (3 an hour)',
  tag,
  access: 'session',
  scope: 'user',
  responses: { 202: z.object({ sent: z.literal(true) }) },
});

export const confirmEmail = defineEndpoint({
  method: 'POST',
  path: '/v1/email-confirmation/:code',
  summary: "Confirm an address with the code of its e-mailed link: the owner's companies may then publish positions and e-mail people",
  tag,
  access: 'public',
  scope: 'public',
  params: z.object({ code: z.string().min(1).max(200) }),
  responses: { 200: z.object({ confirmed: z.literal(true) }) },
});

export const exportMyData = defineEndpoint({
  method: 'GET',
  path: '/v1/myself/data-export',
  summary: 'Everything the platform holds about the caller, as one JSON file (LGPD data portability)',
  tag,
  access: 'session',
  scope: 'user',
  responses: { 200: z.object({ exportedAt: z.string(), sections: z.record(z.string(), z.unknown()) }) },
});
