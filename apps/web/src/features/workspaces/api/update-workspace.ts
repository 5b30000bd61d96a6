import { useMutation } from '@tanstack/react-query';
import { workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { refreshSession } from '../../../lib/session/session.ts';
import { appendImage, type ImageChoice } from '../shared/image-choice.ts';

/** What the setup wizard and the customizations screen change; fields left out stay as they are. */
export interface WorkspaceChanges {
  name: string;
  image: ImageChoice;
  cover: ImageChoice;
  style?: { primaryColor: string; secondaryColor: string; menuColor: string; menuTextColor: string; darkMenu: boolean };
  /** the setup wizard marks the workspace set up */
  isCompleted?: boolean;
}

/** The multipart body of POST /v1/workspaces/:id. */
function workspaceForm(changes: WorkspaceChanges): FormData {
  const body = new FormData();
  body.append('name', changes.name.trim());
  appendImage(body, 'image', changes.image);
  appendImage(body, 'cover', changes.cover);
  if (changes.style) {
    const { darkMenu, ...colours } = changes.style;
    for (const [key, value] of Object.entries(colours)) body.append(key, value);
    body.append('darkMenu', String(darkMenu));
  }
  if (changes.isCompleted) body.append('isCompleted', 'true');
  return body;
}

/** POST /v1/workspaces/:id: name, images, colours; the session's copy of the workspace is refreshed. */
export const useUpdateWorkspace = (workspaceId: string) =>
  useMutation({
    mutationFn: (changes: WorkspaceChanges) =>
      api(workspacesApi.updateWorkspace, { params: { id: workspaceId }, form: workspaceForm(changes) }),
    onSuccess: () => refreshSession(),
  });
