import { useMutation } from '@tanstack/react-query';
import { LANGUAGES, workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { refreshSession } from '../../../lib/session/session.ts';

/** POST /v1/workspaces/:id/languages: the content languages the workspace offers, in the platform's order. */
export const useSetWorkspaceLanguages = (workspaceId: string) =>
  useMutation({
    mutationFn: (list: string[]) =>
      api(workspacesApi.setWorkspaceLanguages, {
        params: { id: workspaceId },
        body: { languages: LANGUAGES.filter((l) => list.includes(l)) },
      }),
    onSuccess: () => refreshSession(),
  });
