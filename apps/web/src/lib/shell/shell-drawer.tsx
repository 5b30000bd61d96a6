import { Avatar, Divider, Group, NavLink as MantineNavLink, ScrollArea, Stack, Text } from '@mantine/core';
import {
  IconAdjustments,
  IconArrowsExchange,
  IconBooks,
  IconBriefcase,
  IconBuildingCog,
  IconChartBar,
  IconHome,
  IconLayoutGrid,
  IconListDetails,
  IconLogout,
  IconSearch,
  IconSwitchHorizontal,
  IconTrendingUp,
  IconUser,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import type { WorkspaceSummary } from '@trilha/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useSessionUser } from '../session/use-session-user.ts';
import { initialsOf } from '../ui/initials.ts';
import type { MenuItem } from './menu-items.ts';
import { useModules } from './modules.ts';
import { useSignOut } from './use-sign-out.ts';

const ICON = { size: 18, stroke: 1.75, 'aria-hidden': true } as const;

const ITEM_ICONS: Record<MenuItem['key'], TablerIcon> = {
  contents: IconBooks,
  lists: IconListDetails,
  positions: IconSearch,
  internalMobility: IconArrowsExchange,
  settings: IconAdjustments,
  reports: IconChartBar,
  applications: IconBriefcase,
  career: IconTrendingUp,
  members: IconUsers,
};

interface Props {
  workspace: WorkspaceSummary;
  home: string;
  items: MenuItem[];
  onNavigate: () => void;
}

/**
 * The drawer of the shell on a phone or tablet: the workspace's home, modules and menu, then the account
 * (profile, switch workspace, sign out), which the header's avatar menu holds on a laptop.
 */
export function ShellDrawer({ workspace, home, items, onNavigate }: Props) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const user = useSessionUser();
  const signOut = useSignOut();
  const { modules } = useModules(workspace);
  // the module whose screen is the home is already "Início"
  const otherModules = workspace.type === 'business' ? modules.filter((module) => module.to !== home) : [];
  const link = (to: string, label: string, icon: ReactNode, active: boolean) => (
    <MantineNavLink key={to} component={NavLink} to={to} end label={label} leftSection={icon} active={active} onClick={onNavigate} />
  );
  return (
    <ScrollArea h="100%" type="auto">
      <Stack gap={2} pb="md">
        {link(home, t('home'), <IconHome {...ICON} />, pathname === home)}
        {otherModules.map((module) =>
          link(
            module.to,
            t(`modules.${module.key}`),
            module.key === 'adminCenter' ? (
              <IconBuildingCog {...ICON} />
            ) : module.key === 'recruitment' ? (
              <IconBriefcase {...ICON} />
            ) : (
              <IconLayoutGrid {...ICON} />
            ),
            pathname.startsWith(module.to),
          ),
        )}
        {items.map((item) => {
          const Icon = ITEM_ICONS[item.key];
          return link(item.to, t(`menu.${item.label}`), <Icon {...ICON} />, pathname.startsWith(item.to));
        })}
        <Divider my="sm" />
        <Group gap="sm" px="sm" py={6} wrap="nowrap">
          <Avatar src={user.avatarUrl} alt="" radius="xl" color="brand" variant="filled" size="md">
            {initialsOf(user.name, user.lastName)}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {user.name} {user.lastName}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          </Stack>
        </Group>
        {link('/account/profile', t('account'), <IconUser {...ICON} />, false)}
        {link('/?choose=1', t('switchWorkspace'), <IconSwitchHorizontal {...ICON} />, false)}
        <MantineNavLink
          component="button"
          label={t('signOut')}
          leftSection={<IconLogout {...ICON} />}
          c="red.9"
          onClick={() => {
            onNavigate();
            void signOut();
          }}
        />
      </Stack>
    </ScrollArea>
  );
}
