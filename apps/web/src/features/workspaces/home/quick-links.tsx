import { Button, Group } from '@mantine/core';
import { type Action, can, type WorkspaceSummary } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '../../shell/use-active-workspace.ts';
import { actorIn } from '../shared/actor.ts';
import { homeOf } from '../workspace-paths.ts';

type LinkKey = 'members' | 'invites' | 'customizations' | 'management' | 'adminCenter' | 'publicPage';

const LINKS: { key: LinkKey; action: Action; companyOnly?: boolean; businessOnly?: boolean; path: (base: string, w: WorkspaceSummary) => string }[] = [
  { key: 'members', action: 'members.view', companyOnly: true, path: (b) => `${b}/members/list` },
  { key: 'invites', action: 'members.invite', companyOnly: true, path: (b) => `${b}/members/invites` },
  { key: 'customizations', action: 'workspace.manage', companyOnly: true, path: (b) => `${b}/customizations` },
  { key: 'management', action: 'workspace.manage', companyOnly: true, path: (b) => `${b}/management` },
  { key: 'adminCenter', action: 'admin.access', businessOnly: true, path: (b) => `${b}/admin-center` },
  { key: 'publicPage', action: 'workspace.view', path: (b, w) => (w.type === 'business' ? `${b}/workspace/${w.id}` : `/workspace/${w.id}`) },
];

/** Shortcuts to what the user may do in this workspace. */
export function QuickLinks({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation('workspaces');
  const user = useSessionUser();
  const actor = actorIn(workspace, user);
  const base = homeOf(workspace);
  const links = LINKS.filter(
    (link) =>
      can(actor, link.action) &&
      (!link.companyOnly || workspace.type !== 'individual') &&
      (!link.businessOnly || workspace.type === 'business'),
  );
  return (
    <Group gap="xs" component="nav" aria-label={t('home.quickLinks')}>
      {links.map((link) => (
        <Button key={link.key} component={Link} to={link.path(base, workspace)} variant="light" size="sm">
          {t(`home.links.${link.key}`)}
        </Button>
      ))}
    </Group>
  );
}
