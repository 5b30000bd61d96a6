import { queryOptions } from '@tanstack/react-query';
import { identityApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { refreshSession } from '../../../lib/session/session.ts';
import { identityKeys } from './keys.ts';

/**
 * POST /v1/email-confirmation/:code, sent once when the e-mailed link is opened. A query rather than a mutation: the
 * cache holds its one answer, so a second render (React's strict mode, a remount) does not spend the code again and
 * read "invalid". The session is read again, so the company's notice goes away.
 */
export const confirmEmailQuery = (code: string) =>
  queryOptions({
    queryKey: identityKeys.emailConfirmation(code),
    queryFn: async () => {
      const confirmed = await api(identityApi.confirmEmail, { params: { code } });
      await refreshSession();
      return confirmed;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
