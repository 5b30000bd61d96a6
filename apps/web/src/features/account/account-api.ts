import { type EndpointBody, identityApi, type Language } from '@trilha/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api/client.ts';
import { refreshSession } from '../auth/session.ts';

type ChangePasswordBody = EndpointBody<typeof identityApi.changePassword>;
type DeleteAccountBody = EndpointBody<typeof identityApi.deleteAccount>;
type SurveyBody = EndpointBody<typeof identityApi.answerSurvey>;

/** PUT /v1/myself/language/:lang; the caller switches the UI once the server keeps it. */
export const useSetLanguage = () =>
  useMutation({
    mutationFn: (lang: Language) => api(identityApi.setLanguage, { params: { lang } }),
    onSuccess: () => refreshSession(),
  });

/** PUT /v1/myself/password (other sessions end; this one stays). */
export const useChangePassword = () => useMutation({ mutationFn: (body: ChangePasswordBody) => api(identityApi.changePassword, { body }) });

/** POST /v1/-/tos for the user (no workspace). */
export const useAcceptTos = () =>
  useMutation({
    mutationFn: () => api(identityApi.acceptTos, { body: {} }),
    onSuccess: () => refreshSession(),
  });

/** POST /v1/survey/answer. */
export const useAnswerSurvey = () => useMutation({ mutationFn: (body: SurveyBody) => api(identityApi.answerSurvey, { body }) });

/** DELETE /v1/myself: the account becomes pending deletion (reactivatable for 30 days). */
export const useDeleteAccount = () => useMutation({ mutationFn: (body: DeleteAccountBody) => api(identityApi.deleteAccount, { body }) });

/** PATCH /v1/myself/reactivate: answers with the refreshed user, which becomes the session's. */
export const useReactivateAccount = () =>
  useMutation({
    mutationFn: () => api(identityApi.reactivateAccount),
    onSuccess: ({ user }) => refreshSession(user),
  });
