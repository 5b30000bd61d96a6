import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { useOptionalActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import type { MessagesSide } from '../api/keys.ts';
import { unreadMessagesQuery } from '../api/list-conversations.ts';

/**
 * Whose messages the header shows in the active workspace: in a company, a recruiter reads the company's
 * conversations; everywhere else the person's own (in a portal, those of applications made through it).
 */
export function useMessagesScope(): { side: MessagesSide; aggregator: string | null } {
  const workspace = useOptionalActiveWorkspace();
  const recruiter = useCan('recruitment.positions.view');
  if (workspace?.type === 'business' && recruiter) return { side: 'company', aggregator: null };
  return { side: 'candidate', aggregator: workspace?.type === 'aggregator' ? workspace.id : null };
}

/** The unread messages of the header's scope (0 while loading or when the count cannot be read). */
export function useUnreadMessages(): number {
  const { side, aggregator } = useMessagesScope();
  return useQuery(unreadMessagesQuery(side, aggregator)).data ?? 0;
}
