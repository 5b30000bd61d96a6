import { AppShell, Burger, Group, NavLink as MantineNavLink, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useApplyWorkspaceStyle } from '../../app/active-style.tsx';
import { menuItems } from './menu-items.ts';
import { BackLink } from './back-link.tsx';
import { ModuleSwitcher } from './module-switcher.tsx';
import { useActiveWorkspace } from './use-active-workspace.ts';
import { UserMenu } from './user-menu.tsx';
import { WelcomeModal } from './welcome-modal.tsx';
import { WorkspaceBadge } from './workspace-badge.tsx';
import classes from './workspace-layout.module.css';

/** The shell of every workspace screen: header menu, module switcher, workspace identity, and the workspace's theme. */
export default function WorkspaceLayout() {
  const workspace = useActiveWorkspace();
  const { t } = useTranslation('shell');
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  useApplyWorkspaceStyle(workspace.customStyle);
  const items = menuItems(workspace);
  const dark = workspace.customStyle?.darkMenu ?? false;
  const headerStyle = workspace.customStyle
    ? { background: workspace.customStyle.menuColor, color: workspace.customStyle.menuTextColor }
    : undefined;

  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 260, breakpoint: '50em', collapsed: { mobile: !opened, desktop: true } }} padding="md">
      <AppShell.Header style={headerStyle} data-dark-menu={dark || undefined} className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('openMenu')} color="currentColor" />
            <WorkspaceBadge workspace={workspace} />
            <nav aria-label={t('mainMenu')} className={classes.desktopNav}>
              {items.map((item) => (
                <NavLink key={item.key} to={item.to} className={classes.link}>
                  {t(`menu.${item.key}`)}
                </NavLink>
              ))}
            </nav>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {workspace.type === 'business' && <ModuleSwitcher workspace={workspace} />}
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      {/* inert while closed: the collapsed drawer would repeat the header's navigation landmark */}
      <AppShell.Navbar p="sm" aria-label={t('mainMenu')} inert={!opened}>
        <ScrollArea>
          <Stack gap={2}>
            {items.map((item) => (
              <MantineNavLink key={item.key} component={NavLink} to={item.to} label={t(`menu.${item.key}`)} active={pathname.startsWith(item.to)} onClick={close} />
            ))}
          </Stack>
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <div className={classes.content}>
          <BackLink />
          <Outlet />
        </div>
      </AppShell.Main>
      <WelcomeModal workspace={workspace} />
    </AppShell>
  );
}
