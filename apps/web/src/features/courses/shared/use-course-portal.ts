import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';

/** The portal (its id) that saves and enrolments go through, when the screen is a portal's (/p/:companyDomain). */
export function useCoursePortal(): string | undefined {
  const workspace = useActiveWorkspace();
  return workspace.type === 'aggregator' || workspace.type === 'agro' ? workspace.id : undefined;
}
