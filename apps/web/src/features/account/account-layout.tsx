import { Anchor, Box, Button, Container, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { signOut } from '../auth/session.ts';
import { useSessionUser } from '../shell/use-active-workspace.ts';

const SECTIONS = ['profile', 'settings', 'terms'] as const;

/** /account: a page header with the account sections as links, and a way back to the workspace. */
export default function AccountLayout() {
  const { t } = useTranslation('account');
  const user = useSessionUser();
  const { pathname } = useLocation();
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
            <Anchor component={Link} to="/" fw={800} fz={22} c="brand.7" underline="never">
              Trilha
            </Anchor>
            <Group gap="xs" wrap="nowrap">
              <Button component={Link} to="/" variant="subtle" size="compact-sm">
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
          <Stack gap={2}>
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            <Text c="gray.7" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {user.name} {user.lastName} · {user.email}
            </Text>
          </Stack>
          <ScrollArea type="never">
            <Box component="nav" aria-label={t('nav.label')}>
              <Group gap="xs" wrap="nowrap">
                {SECTIONS.map((section) => {
                  const to = `/account/${section}`;
                  const active = pathname.startsWith(to);
                  return (
                    <Button key={section} component={Link} to={to} variant={active ? 'filled' : 'default'} aria-current={active ? 'page' : undefined}>
                      {t(`nav.${section}`)}
                    </Button>
                  );
                })}
              </Group>
            </Box>
          </ScrollArea>
          <Outlet />
        </Stack>
      </Container>
    </Box>
  );
}
