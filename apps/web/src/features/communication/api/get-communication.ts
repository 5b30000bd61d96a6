import { queryOptions } from '@tanstack/react-query';
import { communicationApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { communicationKeys } from './keys.ts';

/** GET /v1/myself/communication: the e-mail summary schedule and when the next one is due. */
export const communicationQuery = () =>
  queryOptions({ queryKey: communicationKeys.settings, queryFn: () => api(communicationApi.getCommunication) });
