import { useMutation } from '@tanstack/react-query';
import { workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { refreshSession } from '../../../lib/session/session.ts';

/** PUT /v1/-/company/support: whether support staff may enter the current company's admin center. */
export const useSetCompanySupport = () =>
  useMutation({
    mutationFn: (mode: boolean) => api(workspacesApi.setCompanySupport, { body: { mode } }),
    onSuccess: () => refreshSession(),
  });
