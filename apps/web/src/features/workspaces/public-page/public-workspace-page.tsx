import { Anchor, BackgroundImage, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { type CustomStyle, workspacesApi } from '@trilha/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useParams, useRouteLoaderData } from 'react-router';
import { useApplyWorkspaceStyle } from '../../../app/active-style.tsx';
import { api } from '../../../lib/api/client.ts';
import { ErrorState, PageLoader } from '../../../lib/ui/page-states.tsx';
import { WorkspaceAvatar } from '../shared/workspace-avatar.tsx';
import { publicWorkspaceQuery } from '../shared/workspace-queries.ts';
import classes from './public-page.module.css';

const TABS = ['contents', 'lists', 'skills'] as const;

/** Outside a workspace shell the page wears the workspace's own colours. */
function ApplyStyle({ style }: { style: CustomStyle | null }) {
  useApplyWorkspaceStyle(style);
  return null;
}

/** /workspace/:id and /c/:companyDomain/workspace/:id: cover, avatar, name, and the contents/lists/skills tabs. */
export default function PublicWorkspacePage() {
  const { t } = useTranslation('workspaces');
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const inShell = Boolean(useRouteLoaderData('business'));
  const page = useQuery(publicWorkspaceQuery(id));
  const counted = useRef<string | null>(null);
  const { mutate: countHit } = useMutation({ mutationFn: (workspaceId: string) => api(workspacesApi.countWorkspaceHit, { params: { id: workspaceId } }) });
  const workspaceId = page.data?.id;
  useEffect(() => {
    // one hit per visit of a page, even if the component renders again
    if (!workspaceId || counted.current === workspaceId) return;
    counted.current = workspaceId;
    countHit(workspaceId);
  }, [workspaceId, countHit]);
  const base = pathname.replace(/\/(contents|lists|skills)(\/.*)?$/, '').replace(/\/$/, '');

  const body = page.isPending ? (
    <PageLoader />
  ) : page.isError ? (
    <ErrorState message={page.error.message} onRetry={() => page.refetch()} />
  ) : (
    <Stack gap="md">
      {!inShell && <ApplyStyle style={page.data.customStyle} />}
      {page.data.coverImageUrl ? <BackgroundImage src={page.data.coverImageUrl} className={classes.cover} /> : <Box className={`${classes.cover} ${classes.fallback}`} />}
      <Group gap="md" wrap="nowrap" className={classes.identity}>
        <Box className={classes.avatar}>
          <WorkspaceAvatar workspace={page.data} preferLogo={false} size={88} radius="lg" />
        </Box>
        <Stack gap={0}>
          <Title order={1}>{page.data.name}</Title>
          <Text size="sm" c="gray.7">
            {t(`publicPage.type.${page.data.type}`)}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" component="nav" aria-label={t('publicPage.tabsLabel')}>
        {TABS.map((tab) => {
          const active = pathname.startsWith(`${base}/${tab}`);
          return (
            <Button key={tab} component={Link} to={`${base}/${tab}`} variant={active ? 'filled' : 'subtle'} aria-current={active ? 'page' : undefined}>
              {t(`publicPage.tabs.${tab}`)}
            </Button>
          );
        })}
      </Group>
      <Outlet />
    </Stack>
  );

  if (inShell) return <Box py="sm">{body}</Box>;
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="white" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between">
          <Text component="p" fw={800} fz={22} c="brand.7" m={0}>
            Trilha
          </Text>
          <Anchor component={Link} to="/?choose=1" size="sm">
            {t('publicPage.back')}
          </Anchor>
        </Group>
      </Box>
      <Container size="lg" py="md" component="main">
        {body}
      </Container>
    </Box>
  );
}
