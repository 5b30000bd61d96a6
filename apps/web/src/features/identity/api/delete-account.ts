import { useMutation } from '@tanstack/react-query';
import { type EndpointBody, identityApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

type DeleteAccountBody = EndpointBody<typeof identityApi.deleteAccount>;

/** DELETE /v1/myself: the account becomes pending deletion (reactivatable for 30 days). */
export const useDeleteAccount = () => useMutation({ mutationFn: (body: DeleteAccountBody) => api(identityApi.deleteAccount, { body }) });
