import { useMutation } from '@tanstack/react-query';
import { identityApi, type SessionUser } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { refreshSession } from '../../../lib/session/session.ts';

/**
 * PUT /v1/myself/initial-settings/:id {status: 'done'} for the pending 'profile' setting: the account leaves the
 * wizard. The session is refreshed before the caller navigates, so the hold no longer applies.
 */
export function useFinishWizard() {
  return useMutation({
    mutationFn: async (user: SessionUser) => {
      const setting = user.pendingInitialSettings.find((item) => item.kind === 'profile');
      if (setting) await api(identityApi.updateInitialSetting, { params: { id: setting.id }, body: { status: 'done' } });
      await refreshSession();
    },
  });
}
