import { queryOptions } from '@tanstack/react-query';
import { skillsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { skillKeys } from './keys.ts';

/** GET /v1/myself/skills: the signed-in user's skills, main ones first. */
export const mySkillsQuery = () =>
  queryOptions({
    queryKey: skillKeys.mine(),
    queryFn: () => api(skillsApi.listMySkills),
  });
