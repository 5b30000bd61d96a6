import { identityApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import { deleteAccount, reactivateAccount } from './account.service.ts';
import { confirmEmail, resendEmailConfirmation } from './email-confirmation.service.ts';
import { answerSurvey, requestAccountRemovalSupport } from './feedback.service.ts';
import { login, logout } from './login.service.ts';
import { changePassword, setInitialPassword } from './password.service.ts';
import { acceptTos, setLanguage, updateInitialSetting } from './preferences.service.ts';
import { checkResetCode, requestPasswordRecovery, resetPasswordWithCode } from './recovery.service.ts';
import { isEmailRegistered, registerCandidate } from './register.service.ts';
import { loadSessionUser } from './session-user.ts';

/** Sign-up, sign-in, session and account endpoints. */
export const identityRoutes = [
  route(identityApi.registerCandidate, ({ deps, body, lang, ip }) => registerCandidate(deps, body, lang, ip)),
  route(identityApi.login, ({ deps, body, ip }) => login(deps, body, ip)),
  route(identityApi.getAuthData, ({ deps, session, query }) =>
    loadSessionUser(deps.db, session.user.id, { supportSubdomain: query.subdomain }),
  ),
  route(identityApi.logout, async ({ deps, session }) => {
    await logout(deps, session.id);
    return null;
  }),
  route(identityApi.synchronize, async ({ deps, session }) => ({ user: await loadSessionUser(deps.db, session.user.id) })),
  route(identityApi.authMe, async ({ deps, query, ip }) => ({ exists: await isEmailRegistered(deps, query.email, ip) })),
  route(identityApi.getMyselfInfo, ({ deps, session }) => loadSessionUser(deps.db, session.user.id)),

  route(identityApi.requestPasswordRecovery, async ({ deps, body, ip }) => {
    await requestPasswordRecovery(deps, body.email, ip);
    return { sent: true as const };
  }),
  route(identityApi.checkPasswordResetCode, async ({ deps, params }) => {
    await checkResetCode(deps, params.code);
    return { valid: true as const };
  }),
  route(identityApi.resetPasswordWithCode, async ({ deps, params, body }) => {
    await resetPasswordWithCode(deps, params.code, body);
    return { ok: true as const };
  }),
  route(identityApi.setInitialPassword, async ({ deps, session, body }) => {
    await setInitialPassword(deps, session, body);
    return { ok: true as const };
  }),
  ...[identityApi.changePassword, identityApi.changePasswordAlias].map((endpoint) =>
    route(endpoint, async ({ deps, session, body }) => {
      await changePassword(deps, session, body);
      return { ok: true as const };
    }),
  ),

  route(identityApi.setLanguage, async ({ deps, session, params }) => {
    await setLanguage(deps, session.user.id, params.lang);
    return { language: params.lang };
  }),
  route(identityApi.updateInitialSetting, ({ deps, session, params, body }) =>
    updateInitialSetting(deps, session.user.id, params.id, body.status),
  ),
  route(identityApi.acceptTos, async ({ deps, session, body }) => ({
    tosAcceptedAt: (await acceptTos(deps, session.user.id, body.workspaceId)).toISOString(),
  })),
  route(identityApi.sendEmailConfirmation, async ({ deps, session }) => {
    await resendEmailConfirmation(deps, session.user);
    return { sent: true as const };
  }),
  route(identityApi.confirmEmail, async ({ deps, params }) => {
    await confirmEmail(deps, params.code);
    return { confirmed: true as const };
  }),
  route(identityApi.deleteAccount, ({ deps, session, body }) => deleteAccount(deps, session, body)),
  route(identityApi.reactivateAccount, async ({ deps, session }) => {
    await reactivateAccount(deps, session.user.id);
    return { user: await loadSessionUser(deps.db, session.user.id) };
  }),
  route(identityApi.answerSurvey, async ({ deps, session, body }) => ({
    id: await answerSurvey(deps, session.user.id, body.survey, body.answers),
  })),
  route(identityApi.requestAccountRemovalSupport, async ({ deps, session, body }) => {
    await requestAccountRemovalSupport(deps, session, body.reason);
    return { ok: true as const };
  }),
];
