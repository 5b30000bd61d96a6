import { type Action, can, type WorkspaceSummary } from '@trilha/contract';
import { actorIn } from '../permissions/actor.ts';
import { isRouted } from '../routing/route-table.ts';
import { domainOf } from '../workspace/workspace-paths.ts';

export interface MenuItem {
  key: 'contents' | 'lists' | 'positions' | 'internalMobility' | 'settings' | 'reports' | 'applications' | 'career' | 'members';
  /** the translation key of its name: portals call their lists pathways */
  label: MenuItem['key'] | 'pathways';
  to: string;
}

type Kind = 'individual' | 'company' | 'portal';
const kindOf = (type: WorkspaceSummary['type']): Kind =>
  type === 'individual' ? 'individual' : type === 'business' ? 'company' : 'portal';

// The main header menu, per workspace kind and permission.
const ITEMS: { key: MenuItem['key']; kinds: Kind[]; action?: Action; path: (kind: Kind, base: string) => string }[] = [
  { key: 'contents', kinds: ['individual', 'company', 'portal'], path: (k, b) => (k === 'individual' ? '/my/contents' : `${b}/contents`) },
  { key: 'lists', kinds: ['individual', 'portal'], path: (k, b) => (k === 'individual' ? '/lists' : `${b}/lists`) },
  // the job search, in the menu: from the home alone, candidates missed it
  {
    key: 'positions',
    kinds: ['individual', 'portal'],
    path: (k, b) => (k === 'individual' ? '/my/discovery/search?type=positions' : `${b}/discovery/positions`),
  },
  { key: 'internalMobility', kinds: ['company', 'portal'], path: (_k, b) => `${b}/internal-mobility` },
  {
    key: 'applications',
    kinds: ['individual', 'company', 'portal'],
    path: (k, b) => (k === 'individual' ? '/my/applications' : `${b}/applications`),
  },
  { key: 'career', kinds: ['individual', 'company'], path: (k, b) => (k === 'individual' ? '/my/career' : `${b}/career`) },
  // the pipeline's reports: whoever works in the recruitment module (they see the positions they work on)
  { key: 'reports', kinds: ['company', 'portal'], action: 'recruitment.positions.view', path: (_k, b) => `${b}/reports` },
  { key: 'members', kinds: ['company', 'portal'], action: 'members.view', path: (_k, b) => `${b}/members/list` },
  { key: 'settings', kinds: ['company', 'portal'], action: 'workspace.manage', path: (_k, b) => `${b}/customizations` },
];

/** The menu of a workspace: items of its kind, allowed to the user, whose screens exist. */
export function menuItems(workspace: WorkspaceSummary): MenuItem[] {
  const kind = kindOf(workspace.type);
  const base = kind === 'company' ? `/c/${domainOf(workspace)}` : `/p/${domainOf(workspace)}`;
  const actor = actorIn(workspace);
  return ITEMS.filter((item) => item.kinds.includes(kind) && (!item.action || can(actor, item.action)))
    .map((item) => ({
      key: item.key,
      label: kind === 'portal' && item.key === 'lists' ? ('pathways' as const) : item.key,
      to: item.path(kind, base),
    }))
    .filter((item) => isRouted(item.to));
}
