import { useMutation } from '@tanstack/react-query';
import { identityApi, workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import type { RemovalAnswers } from '../../../lib/forms/removal-survey-modal.tsx';
import { refreshSession } from '../../../lib/session/session.ts';

/**
 * DELETE /v1/workspaces/:id, after the removal survey's answers (if any) went to POST /v1/survey/answer.
 * `onDeleted` runs here, after the session refresh, not in mutate(): the screen that asked may not survive the refresh.
 */
export const useDeleteWorkspace = (workspaceId: string, { onDeleted }: { onDeleted: () => unknown }) =>
  useMutation({
    mutationFn: async (answers: RemovalAnswers | null) => {
      // the survey is feedback: its failure must not block the deletion
      if (answers)
        await api(identityApi.answerSurvey, { body: { survey: 'workspace-removal', answers: { ...answers } } }).catch(() => undefined);
      return api(workspacesApi.deleteWorkspace, { params: { id: workspaceId } });
    },
    onSuccess: async () => {
      await refreshSession();
      await onDeleted();
    },
  });
