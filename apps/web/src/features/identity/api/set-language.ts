import { useMutation } from '@tanstack/react-query';
import { identityApi, type Language } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { refreshSession } from '../../../lib/session/session.ts';

/** PUT /v1/myself/language/:lang; the caller switches the UI once the server keeps it. */
export const useSetLanguage = () =>
  useMutation({
    mutationFn: (lang: Language) => api(identityApi.setLanguage, { params: { lang } }),
    onSuccess: () => refreshSession(),
  });
