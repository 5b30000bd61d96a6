import { queryOptions } from '@tanstack/react-query';
import { contentsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { contentKeys } from './keys.ts';

/** GET /v1/contents/workspace/:id/skills */
export const workspaceSkillsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: contentKeys.workspaceSkills(workspaceId),
    queryFn: () => api(contentsApi.listWorkspaceSkills, { params: { workspaceId } }),
  });
