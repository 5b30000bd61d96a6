import { Box, Button, Container, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LinkTabs } from '../../../lib/navigation/link-tabs.tsx';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { signOut } from '../../../lib/session/session.ts';
import { lastWorkspaceStorage } from '../../../lib/session/token-storage.ts';
import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { BrandMark } from '../../../lib/shell/brand-mark.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { lastWorkspaceHome } from '../../../lib/workspace/workspace-paths.ts';

// 'profile', 'skills' and 'communication' are other features' screens, hung here through the 'account' route slot
const SECTIONS = ['profile', 'skills', 'communication', 'settings', 'terms'] as const;

/** /account: a page header with the account sections as links, and a way back to the workspace. */
export default function AccountLayout() {
  const { t } = useTranslation('account');
  const user = useSessionUser();
  const workspaceHome = lastWorkspaceHome(user.companies, lastWorkspaceStorage.get() ?? user.lastWorkspaceId);
  const { pathname } = useLocation();
  const section = SECTIONS.find((name) => pathname.startsWith(`/account/${name}`));
  usePageTitle(section && t(`nav.${section}`), t('title'));
  const navigate = useNavigate();
  const leave = async () => {
    await signOut().catch(() => undefined);
    navigate('/login', { replace: true });
  };

  return (
    <Box mih="100vh" bg="gray.0">
      {/* A nav, not a <header>: Mantine's modal header is already a banner landmark. */}
      <Box component="nav" aria-label={t('topBar')} bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size={760} py="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <BrandMark to="/" size={22} />
            <Group gap="xs" wrap="nowrap">
              <Button component={Link} to={workspaceHome} variant="subtle" size="compact-sm">
                {t('backToWorkspace')}
              </Button>
              <Button variant="default" size="compact-sm" onClick={leave}>
                {t('signOut')}
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size={760} py="lg" renderRoot={(props) => <main {...props} />}>
        <Stack gap="lg">
          <PageHeader
            title={t('title')}
            subtitle={<span style={{ overflowWrap: 'anywhere' }}>{`${user.name} ${user.lastName} · ${user.email}`}</span>}
          />
          <LinkTabs
            label={t('nav.label')}
            inactiveVariant="default"
            tabs={SECTIONS.map((section) => ({
              key: section,
              to: `/account/${section}`,
              label: t(`nav.${section}`),
              active: pathname.startsWith(`/account/${section}`),
            }))}
          />
          <Outlet />
        </Stack>
      </Container>
    </Box>
  );
}
