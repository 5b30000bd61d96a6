import { useMutation } from '@tanstack/react-query';
import { type EndpointBody, identityApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

type ChangePasswordBody = EndpointBody<typeof identityApi.changePassword>;

/** PUT /v1/myself/password (other sessions end; this one stays). */
export const useChangePassword = () => useMutation({ mutationFn: (body: ChangePasswordBody) => api(identityApi.changePassword, { body }) });
