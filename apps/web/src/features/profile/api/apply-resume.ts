import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileApi, type ResumeDraft, skillsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { refreshSession } from '../../../lib/session/session.ts';
import { mySkillsQuery, skillKeys } from '../../skills/public.ts';
import { mergeDraft, mergeSkills } from '../resume/apply-draft.ts';
import { profileQuery } from './get-profile.ts';
import { profileKeys } from './keys.ts';

/**
 * Writes a confirmed resume draft to the profile (PUT /v1/profile with the merged form) and the skills
 * (POST /v1/skills/user): the first write of the import, made only when the user confirms the revision.
 */
export function useApplyResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: ResumeDraft) => {
      const [profile, skills] = await Promise.all([queryClient.fetchQuery(profileQuery()), queryClient.fetchQuery(mySkillsQuery())]);
      const saved = await api(profileApi.saveProfile, { body: mergeDraft(profile.form, draft) });
      queryClient.setQueryData(profileKeys.mine(), saved);
      if (draft.skills.length > 0)
        queryClient.setQueryData(skillKeys.mine(), await api(skillsApi.saveUserSkills, { body: mergeSkills(skills.items, draft) }));
      await refreshSession();
    },
  });
}
