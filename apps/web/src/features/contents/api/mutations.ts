import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentsApi, type Interaction } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { contentKeys } from './keys.ts';

function useContentsMutation<V, R>(run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }) });
}

/** POST /v1/contents or /v1/contents/:id (multipart). */
export const useSaveContent = (id: string | undefined) =>
  useContentsMutation((form: FormData) =>
    id ? api(contentsApi.updateContent, { params: { id }, form }) : api(contentsApi.createContent, { form }),
  );

/** POST /v1/lists or /v1/lists/:id (multipart). */
export const useSaveList = (id: string | undefined) =>
  useContentsMutation((form: FormData) =>
    id ? api(contentsApi.updateList, { params: { id }, form }) : api(contentsApi.createList, { form }),
  );

/** DELETE /v1/contents/:id */
export const useDeleteContent = () => useContentsMutation((id: string) => api(contentsApi.deleteContent, { params: { id } }));

/** DELETE /v1/lists/:id */
export const useDeleteList = () => useContentsMutation((id: string) => api(contentsApi.deleteList, { params: { id } }));

/** The progress buttons: in progress (toggle), concluded (toggle), or a given interaction. */
export const useContentProgress = (id: string) =>
  useContentsMutation((action: 'in-progress' | 'conclusion' | Interaction) => {
    if (action === 'in-progress') return api(contentsApi.toggleContentInProgress, { params: { id } });
    if (action === 'conclusion') return api(contentsApi.toggleContentConclusion, { params: { id } });
    return api(contentsApi.setContentInteraction, { params: { id }, body: { interaction: action } });
  });

/** POST /v1/myself/contents/access: opening a content enrols the person. */
export const useAccessContent = () => useContentsMutation((contentId: string) => api(contentsApi.accessContent, { body: { contentId } }));

/** POST /v1/contents/:id/lists */
export const useAssociateContent = (id: string) =>
  useContentsMutation((lists: string[]) => api(contentsApi.associateContent, { params: { id }, body: { lists } }));

/** DELETE /v1/lists/:listId/contents/:contentId */
export const useRemoveFromList = (listId: string) =>
  useContentsMutation((contentId: string) => api(contentsApi.removeContentFromList, { params: { listId, contentId } }));

/** GET /v1/extract-meta: a read, but started by the person pasting a link. */
export const useExtractMeta = () => useMutation({ mutationFn: (url: string) => api(contentsApi.extractMeta, { query: { url } }) });
