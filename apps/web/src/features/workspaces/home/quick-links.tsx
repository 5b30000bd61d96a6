import { Button, Group } from '@mantine/core';
import {
  IconAdjustments,
  IconBriefcase,
  IconBuildingCog,
  IconMailPlus,
  IconPalette,
  IconSearch,
  IconUsers,
  IconWorld,
  type TablerIcon,
} from '@tabler/icons-react';
import type { Action, WorkspaceSummary } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canIn } from '../../../lib/permissions/use-can.ts';
import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { homeOf } from '../../../lib/workspace/workspace-paths.ts';
import { learningPaths } from '../../contents/public.ts';

type LinkKey = 'discovery' | 'recruitment' | 'members' | 'invites' | 'customizations' | 'management' | 'adminCenter' | 'publicPage';

const LINKS: {
  key: LinkKey;
  icon: TablerIcon;
  action: Action;
  companyOnly?: boolean;
  businessOnly?: boolean;
  path: (base: string, w: WorkspaceSummary) => string;
}[] = [
  { key: 'discovery', icon: IconSearch, action: 'workspace.view', path: (_b, w) => learningPaths(w).discovery },
  // portals have no module switcher: their recruitment module opens from here (companies also have the switcher)
  { key: 'recruitment', icon: IconBriefcase, action: 'recruitment.positions.view', companyOnly: true, path: (b) => `${b}/recruitment` },
  { key: 'members', icon: IconUsers, action: 'members.view', companyOnly: true, path: (b) => `${b}/members/list` },
  { key: 'invites', icon: IconMailPlus, action: 'members.invite', companyOnly: true, path: (b) => `${b}/members/invites` },
  { key: 'customizations', icon: IconPalette, action: 'workspace.manage', companyOnly: true, path: (b) => `${b}/customizations` },
  { key: 'management', icon: IconAdjustments, action: 'workspace.manage', companyOnly: true, path: (b) => `${b}/management` },
  { key: 'adminCenter', icon: IconBuildingCog, action: 'admin.access', businessOnly: true, path: (b) => `${b}/admin-center` },
  {
    key: 'publicPage',
    icon: IconWorld,
    action: 'workspace.view',
    path: (b, w) => (w.type === 'business' ? `${b}/workspace/${w.id}` : `/workspace/${w.id}`),
  },
];

/** Shortcuts to what the user may do in this workspace. */
export function QuickLinks({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation('workspaces');
  const user = useSessionUser();
  const base = homeOf(workspace);
  const links = LINKS.filter(
    (link) =>
      canIn(workspace, user, link.action) &&
      (!link.companyOnly || workspace.type !== 'individual') &&
      (!link.businessOnly || workspace.type === 'business'),
  );
  return (
    <Group gap="xs" component="nav" aria-label={t('home.quickLinks')}>
      {links.map((link) => (
        <Button
          key={link.key}
          component={Link}
          to={link.path(base, workspace)}
          variant="light"
          size="sm"
          leftSection={<link.icon size={18} stroke={1.75} aria-hidden="true" />}
        >
          {t(`home.links.${link.key}`)}
        </Button>
      ))}
    </Group>
  );
}
