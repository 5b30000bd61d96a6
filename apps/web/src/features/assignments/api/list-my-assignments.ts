import { queryOptions } from '@tanstack/react-query';
import { assignmentsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { assignmentKeys } from './keys.ts';

/** GET /v1/myself/assignments: the signed-in person's assigned training in every company. */
export const myAssignmentsQuery = () =>
  queryOptions({ queryKey: assignmentKeys.mine(), queryFn: () => api(assignmentsApi.listMyAssignments) });
