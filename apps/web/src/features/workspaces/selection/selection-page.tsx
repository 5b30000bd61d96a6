import { Container, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { WorkspaceSummary } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { canIn } from '../../../lib/permissions/use-can.ts';
import { lastWorkspaceStorage } from '../../../lib/session/token-storage.ts';
import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { BrandMark } from '../../../lib/shell/brand-mark.tsx';
import { UserMenu } from '../../../lib/shell/user-menu.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { autoSelectWorkspace, homeOf, usableWorkspaces } from '../../../lib/workspace/workspace-paths.ts';
import { useReactivateWorkspace } from '../api/reactivate-workspace.ts';
import classes from './selection.module.css';
import { SupportCenters } from './support-centers.tsx';
import { WorkspaceCard } from './workspace-card.tsx';

type Kind = 'personal' | 'companies' | 'portals';
const groupOf = (w: WorkspaceSummary): Kind => (w.type === 'individual' ? 'personal' : w.type === 'business' ? 'companies' : 'portals');
const GROUPS: Kind[] = ['personal', 'companies', 'portals'];

/**
 * `/`: the user's workspaces by kind (menu hidden); enters one directly when the selection rules decide
 * (lib/workspace/workspace-paths.ts). Support staff choose among the admin centers they may enter instead.
 */
export default function SelectionPage() {
  const { t } = useTranslation('workspaces');
  usePageTitle(t('selection.title'));
  const user = useSessionUser();
  const [search] = useSearchParams();
  const choosing = search.get('choose') === '1';

  const auto = choosing || user.isSupport ? null : autoSelectWorkspace(user.companies, lastWorkspaceStorage.get() ?? user.lastWorkspaceId);
  if (auto) return <Navigate to={homeOf(auto)} replace />;

  return (
    <div className={classes.page}>
      <header className={classes.top}>
        <Group justify="space-between" px="md" h={64}>
          <BrandMark size={24} />
          <UserMenu />
        </Group>
      </header>
      <Container size="md" py="xl" component="main">
        <Stack gap="xl">
          <PageHeader
            title={t(user.isSupport ? 'selection.support.title' : 'selection.title')}
            subtitle={t(user.isSupport ? 'selection.support.subtitle' : 'selection.subtitle', { name: user.name })}
          />
          {user.isSupport ? <SupportCenters /> : <WorkspaceGroups workspaces={usableWorkspaces(user.companies)} />}
        </Stack>
      </Container>
    </div>
  );
}

/** The user's own workspaces, by kind. */
function WorkspaceGroups({ workspaces }: { workspaces: WorkspaceSummary[] }) {
  const { t } = useTranslation('workspaces');
  const navigate = useNavigate();
  const reactivate = useReactivateWorkspace();
  const reactivateOne = (workspace: WorkspaceSummary) =>
    reactivate.mutate(workspace, {
      onSuccess: () => toast.success(t('selection.reactivated')),
      onError: (error) => toast.error(error.message),
    });
  const enter = (workspace: WorkspaceSummary) => {
    lastWorkspaceStorage.set(workspace.id);
    navigate(homeOf(workspace));
  };
  if (workspaces.length === 0) return <EmptyState illustration="people" title={t('selection.empty')} />;
  return GROUPS.map((group) => {
    const items = workspaces.filter((w) => groupOf(w) === group);
    if (items.length === 0) return null;
    return (
      <Stack key={group} gap="sm" component="section" aria-labelledby={`group-${group}`}>
        <Title order={2} size="h4" id={`group-${group}`}>
          {t(`selection.groups.${group}`)}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {items.map((workspace) => (
            <WorkspaceCard
              key={workspace.id}
              workspace={workspace}
              onSelect={enter}
              onReactivate={canIn(workspace, undefined, 'workspace.manage') ? reactivateOne : undefined}
              reactivating={reactivate.isPending && reactivate.variables?.id === workspace.id}
            />
          ))}
        </SimpleGrid>
      </Stack>
    );
  });
}
