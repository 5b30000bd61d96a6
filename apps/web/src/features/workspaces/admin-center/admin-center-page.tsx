import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAddressBook,
  IconBuilding,
  IconBuildingCommunity,
  IconCertificate,
  IconHeartHandshake,
  IconLifebuoy,
  IconMail,
  IconPalette,
  IconPlugConnected,
  IconSettings,
  IconUsers,
  IconUsersGroup,
  IconWallet,
  type TablerIcon,
} from '@tabler/icons-react';
import type { Action } from '@trilha/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { canIn } from '../../../lib/permissions/use-can.ts';
import { backTo } from '../../../lib/routing/back-target.ts';
import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { homeOf } from '../../../lib/workspace/workspace-paths.ts';
import { WorkspaceAvatar } from '../shared/workspace-avatar.tsx';

type ModuleKey = 'company' | 'users' | 'bookmarks' | 'departments' | 'dependents' | 'assignments' | 'integrations' | 'support' | 'payment';
type Module = { key: ModuleKey | 'members' | 'invites' | 'customizations' | 'management'; path: string; action: Action; icon: TablerIcon };

// Each card needs what its screen needs. The admin modules open for 'admin.access', which support staff hold read-only
// while the company allows support; the support mode itself and the workspace's own settings need their manage actions.
const GROUPS = [
  {
    key: 'company',
    modules: [
      { key: 'company', path: '/admin-center/company', action: 'admin.access', icon: IconBuilding },
      { key: 'payment', path: '/admin-center/payment', action: 'admin.access', icon: IconWallet },
      { key: 'integrations', path: '/admin-center/advertising-integrations', action: 'admin.access', icon: IconPlugConnected },
      { key: 'bookmarks', path: '/admin-center/bookmarks', action: 'admin.access', icon: IconAddressBook },
      { key: 'support', path: '/admin-center/support', action: 'company.support.manage', icon: IconLifebuoy },
    ],
  },
  {
    key: 'people',
    modules: [
      { key: 'users', path: '/admin-center/users', action: 'admin.access', icon: IconUsers },
      { key: 'departments', path: '/admin-center/departments', action: 'admin.access', icon: IconBuildingCommunity },
      { key: 'dependents', path: '/admin-center/dependents', action: 'admin.access', icon: IconHeartHandshake },
      { key: 'assignments', path: '/admin-center/assignments', action: 'learning.assignments.manage', icon: IconCertificate },
      { key: 'members', path: '/members/list', action: 'members.view', icon: IconUsersGroup },
      { key: 'invites', path: '/members/invites', action: 'members.invite', icon: IconMail },
    ],
  },
  {
    key: 'workspace',
    modules: [
      { key: 'customizations', path: '/customizations', action: 'workspace.manage', icon: IconPalette },
      { key: 'management', path: '/management', action: 'workspace.manage', icon: IconSettings },
    ],
  },
] as const satisfies readonly { key: string; modules: readonly Module[] }[];

/** /c/:companyDomain/admin-center: the landing of the admin center, one card per module the user may open. */
export default function AdminCenterPage() {
  const { t } = useTranslation('workspaces');
  const workspace = useActiveWorkspace();
  const user = useSessionUser();
  usePageTitle(t('adminCenter.title'), workspace.name);
  const base = homeOf(workspace);
  const groups = GROUPS.map((group) => ({
    ...group,
    modules: group.modules.filter((module: Module) => canIn(workspace, user, module.action)),
  })).filter((group) => group.modules.length > 0);
  return (
    <Stack gap="lg" py="sm">
      <PageHeader
        title={t('adminCenter.title')}
        subtitle={workspace.name}
        leading={<WorkspaceAvatar workspace={workspace} preferLogo={false} size={56} />}
      />
      {groups.map((group) => (
        <ModuleGroup key={group.key} title={t(`adminCenter.groups.${group.key}`)}>
          {group.modules.map((module: Module) => (
            <Card
              key={module.key}
              withBorder
              radius="md"
              padding="lg"
              component={Link}
              to={`${base}${module.path}`}
              state={backTo(`${base}/admin-center`)}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
                  <module.icon size={20} />
                </ThemeIcon>
                <div>
                  <Text fw={700}>{t(`adminCenter.modules.${module.key}.title`)}</Text>
                  <Text size="sm" c="gray.7" mt={4}>
                    {t(`adminCenter.modules.${module.key}.description`)}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </ModuleGroup>
      ))}
    </Stack>
  );
}

function ModuleGroup({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{children}</SimpleGrid>
    </Stack>
  );
}
