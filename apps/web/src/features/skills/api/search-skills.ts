import { queryOptions } from '@tanstack/react-query';
import { skillsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { skillKeys } from './keys.ts';

/** GET /v1/skills?query: the first page (20) of the catalogue's most relevant skills for a text. */
export const searchSkillsQuery = (query: string) =>
  queryOptions({
    queryKey: skillKeys.search(query),
    queryFn: () => api(skillsApi.searchSkills, { query: { query } }),
    enabled: query.trim().length > 0,
    staleTime: 60_000,
  });
