import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { OfflineBanner } from '../offline/offline-banner.tsx';
import { useSessionUser } from '../session/use-session-user.ts';
import { useApplyWorkspaceStyle } from '../workspace/active-style.tsx';
import { useActiveWorkspace } from '../workspace/active-workspace.ts';
import { homeOf } from '../workspace/workspace-paths.ts';
import { BackLink } from './back-link.tsx';
import { menuItems } from './menu-items.ts';
import { ModuleSwitcher } from './module-switcher.tsx';
import { ShellDrawer } from './shell-drawer.tsx';
import { UserMenu } from './user-menu.tsx';
import { WelcomeModal } from './welcome-modal.tsx';
import { WorkspaceBadge } from './workspace-badge.tsx';
import classes from './workspace-layout.module.css';

/**
 * The shell of every workspace screen: header menu, module switcher, workspace identity, and the workspace's theme.
 * `memberTools` are the header's buttons that features add for the workspace's members (the messages envelope):
 * lib/ knows no feature, so app/workspace-shell.tsx passes them.
 */
export function WorkspaceLayout({ memberTools }: { memberTools?: ReactNode }) {
  const workspace = useActiveWorkspace();
  const user = useSessionUser();
  const { t } = useTranslation('shell');
  const [opened, { toggle, close }] = useDisclosure(false);
  const burger = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLElement>(null);
  // set when a link of the drawer was followed: the new screen's content takes the focus once the drawer has closed
  const focusMain = useRef(false);
  // Opened from the burger, the drawer takes the focus (its first link); closed with Escape, the burger gets it back;
  // closed by a link, the focus goes to the screen it opened (the main content, no longer inert), not to <body>.
  useEffect(() => {
    if (opened) drawer.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    else if (focusMain.current) {
      focusMain.current = false;
      main.current?.focus();
    }
  }, [opened]);
  const closeToMain = () => {
    focusMain.current = true;
    close();
  };
  const closeToBurger = () => {
    close();
    burger.current?.focus();
  };
  useApplyWorkspaceStyle(workspace.customStyle);
  // Support staff are not members: their only place in a company is its admin center.
  const isMember = user.companies.some((w) => w.id === workspace.id);
  const items = isMember ? menuItems(workspace) : [];
  // a company's data waits for its terms: on the terms page the member tools (the envelope) would only be refused
  const mayUseTools = isMember && (workspace.type !== 'business' || Boolean(workspace.userTosAcceptedAt));
  const home = isMember ? homeOf(workspace) : `${homeOf(workspace)}/admin-center`;
  const dark = workspace.customStyle?.darkMenu ?? false;
  const headerStyle = workspace.customStyle
    ? { background: workspace.customStyle.menuColor, color: workspace.customStyle.menuTextColor }
    : undefined;

  return (
    <AppShell
      header={{ height: 64 }}
      // the drawer and the burger share one breakpoint: below it the header's menu moves into the drawer
      navbar={{ width: 280, breakpoint: 'lg', collapsed: { mobile: !opened, desktop: true } }}
      padding="md"
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <AppShell.Header style={headerStyle} data-dark-menu={dark || undefined} className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" className={classes.start}>
            <Burger
              ref={burger}
              opened={opened}
              onClick={toggle}
              hiddenFrom="lg"
              size="sm"
              aria-label={t(opened ? 'closeMenu' : 'openMenu')}
              aria-expanded={opened}
              aria-controls="shell-drawer"
              color="currentColor"
            />
            <WorkspaceBadge workspace={workspace} to={home} />
            <nav aria-label={t('mainMenu')} className={classes.desktopNav}>
              {items.map((item) => (
                <NavLink key={item.key} to={item.to} className={classes.link}>
                  {t(`menu.${item.label}`)}
                </NavLink>
              ))}
            </nav>
          </Group>
          <Group gap="xs" wrap="nowrap" className={classes.end}>
            {workspace.type === 'business' && <ModuleSwitcher workspace={workspace} />}
            {/* A tool still waiting for its words or code holds only its own place: the avatar and the screen do not wait
                for it, and the first render is not thrown away and done again once it arrives. */}
            <Suspense fallback={null}>{mayUseTools && memberTools}</Suspense>
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      {/* inert while closed: the collapsed drawer would repeat the header's navigation landmark */}
      <AppShell.Navbar
        ref={drawer}
        id="shell-drawer"
        p="sm"
        aria-label={t('mainMenu')}
        inert={!opened}
        onKeyDown={(event) => {
          if (event.key === 'Escape') closeToBurger();
          // Tab past the last item goes back to the burger, not to the page the open drawer covers
          const stops = drawer.current?.querySelectorAll<HTMLElement>('a[href], button');
          if (event.key === 'Tab' && !event.shiftKey && stops && document.activeElement === stops[stops.length - 1]) {
            event.preventDefault();
            burger.current?.focus();
          }
        }}
      >
        <ShellDrawer workspace={workspace} home={home} items={items} onNavigate={closeToMain} />
      </AppShell.Navbar>
      {/* the open drawer covers the page (phones, tablets): its controls are out of reach until it closes */}
      <AppShell.Main ref={main} id="main-content" tabIndex={-1} inert={opened} className={classes.main}>
        <div className={classes.content}>
          <OfflineBanner />
          <BackLink outside={isMember ? undefined : { home: homeOf(workspace), to: '/' }} />
          <Outlet />
        </div>
      </AppShell.Main>
      {isMember && <WelcomeModal workspace={workspace} />}
    </AppShell>
  );
}
