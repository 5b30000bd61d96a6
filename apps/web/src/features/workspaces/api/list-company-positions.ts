import { queryOptions } from '@tanstack/react-query';
import { positionsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { workspaceKeys } from './keys.ts';

/** How many open positions a public page shows (the newest). */
const PUBLIC_POSITIONS_SHOWN = 6;

/** GET /v1/positions/company/:id: a company's or portal's newest open public positions, for its public page. */
export const companyPositionsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceKeys.positions(workspaceId),
    queryFn: () => api(positionsApi.companyPositions, { params: { id: workspaceId }, query: { page: 1, length: PUBLIC_POSITIONS_SHOWN } }),
  });
