import { queryOptions } from '@tanstack/react-query';
import { contentsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { contentKeys } from './keys.ts';

/** GET /v1/myself/saves */
export const savesQuery = (workspaceId?: string) =>
  queryOptions({ queryKey: contentKeys.saves(workspaceId), queryFn: () => api(contentsApi.listSaves, { query: { workspaceId } }) });
