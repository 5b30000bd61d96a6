import { useMutation } from '@tanstack/react-query';
import { identityApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

/** POST /v1/myself/email-confirmation: e-mails the owner a new link that confirms their address. */
export const useSendEmailConfirmation = () => useMutation({ mutationFn: () => api(identityApi.sendEmailConfirmation) });
