import { Anchor, BackgroundImage, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CustomStyle } from '@trilha/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { LinkTabs } from '../../../lib/navigation/link-tabs.tsx';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { tokenStorage } from '../../../lib/session/token-storage.ts';
import { BrandMark } from '../../../lib/shell/brand-mark.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useApplyWorkspaceStyle } from '../../../lib/workspace/active-style.tsx';
import { useInBusinessShell } from '../../../lib/workspace/active-workspace.ts';
import { publicWorkspaceQuery } from '../../../lib/workspace/public-workspace-query.ts';
import { useCountWorkspaceHit } from '../api/count-workspace-hit.ts';
import { WorkspaceAvatar } from '../shared/workspace-avatar.tsx';
import { OpenPositions } from './open-positions.tsx';
import classes from './public-page.module.css';
import { PUBLIC_TABS } from './public-tab.tsx';

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
  const inShell = useInBusinessShell();
  // the page is public: a visitor without a session is offered the sign-in instead of the workspace list
  const signedIn = tokenStorage.get() !== null;
  const page = useQuery(publicWorkspaceQuery(id));
  const counted = useRef<string | null>(null);
  const { mutate: countHit } = useCountWorkspaceHit();
  const workspaceId = page.data?.id;
  usePageTitle(page.data?.name);
  useEffect(() => {
    // one hit per visit of a page, even if the component renders again
    if (!workspaceId || counted.current === workspaceId) return;
    counted.current = workspaceId;
    countHit(workspaceId);
  }, [workspaceId, countHit]);
  const base = pathname.replace(/\/(contents|lists|skills)(\/.*)?$/, '').replace(/\/$/, '');

  const body = page.isPending ? (
    <PageSkeleton />
  ) : page.isError ? (
    <ErrorState message={page.error.message} onRetry={() => page.refetch()} />
  ) : (
    <Stack gap="md">
      {!inShell && <ApplyStyle style={page.data.customStyle} />}
      {page.data.coverImageUrl ? (
        <BackgroundImage src={page.data.coverImageUrl} className={classes.cover} />
      ) : (
        <Box className={`${classes.cover} ${classes.fallback}`} />
      )}
      <Group gap="md" wrap="nowrap" align="flex-start" className={classes.identity}>
        <Box className={classes.avatar}>
          <WorkspaceAvatar workspace={page.data} preferLogo={false} size={88} radius="lg" />
        </Box>
        <Stack gap={0} className={classes.identityText}>
          <Title order={1} className={classes.name}>
            {page.data.name}
          </Title>
          <Text size="sm" c="gray.7">
            {t(`publicPage.type.${page.data.type}`)}
          </Text>
        </Stack>
      </Group>
      <LinkTabs
        label={t('publicPage.tabsLabel')}
        tabs={PUBLIC_TABS.map((tab) => ({
          key: tab,
          to: `${base}/${tab}`,
          label: t(`publicPage.tabs.${tab}`),
          active: pathname.startsWith(`${base}/${tab}`),
        }))}
      />
      <Outlet />
      {page.data.type !== 'individual' && <OpenPositions workspaceId={page.data.id} />}
    </Stack>
  );

  if (inShell) return <Box py="sm">{body}</Box>;
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="white" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between">
          <BrandMark size={22} />
          {signedIn ? (
            <Anchor component={Link} to="/?choose=1" size="sm">
              {t('publicPage.back')}
            </Anchor>
          ) : (
            <Button component={Link} to={`/login?redirect=${encodeURIComponent(pathname)}`} variant="light" size="sm">
              {t('publicPage.signIn')}
            </Button>
          )}
        </Group>
      </Box>
      <Container size="lg" py="md" component="main">
        {body}
      </Container>
    </Box>
  );
}
