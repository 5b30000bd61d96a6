import { MessagesButton } from '../features/messages/public.ts';
import { WorkspaceLayout } from '../lib/shell/workspace-layout.tsx';

/** The workspace shell (lib/shell) with the header's tools the features offer its members: the messages envelope. */
export default function WorkspaceShell() {
  return <WorkspaceLayout memberTools={<MessagesButton />} />;
}
