import { useEffect } from 'react';
import { MessagesButton } from '../features/messages/public.ts';
import { i18next } from '../lib/i18n/i18n.ts';
import { WorkspaceLayout } from '../lib/shell/workspace-layout.tsx';

/** The workspace shell (lib/shell) with the header's tools the features offer its members: the messages envelope. */
export default function WorkspaceShell() {
  // The date fields' words (lib/ui/date-field.tsx) are a namespace of their own, out of the sign-in's first page;
  // fetched with the shell, a date field that first shows in a dialog finds them and never suspends its screen.
  useEffect(() => {
    void i18next.loadNamespaces('dates');
  }, []);
  return <WorkspaceLayout memberTools={<MessagesButton />} />;
}
