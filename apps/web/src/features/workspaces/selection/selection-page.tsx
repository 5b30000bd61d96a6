import { Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { can, workspacesApi, type WorkspaceSummary } from '@trilha/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../lib/api/client.ts';
import { lastWorkspaceStorage } from '../../../lib/session/token-storage.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { EmptyState } from '../../../lib/ui/page-states.tsx';
import { refreshSession } from '../../auth/session.ts';
import { useSessionUser } from '../../shell/use-active-workspace.ts';
import { UserMenu } from '../../shell/user-menu.tsx';
import { actorIn } from '../shared/actor.ts';
import { autoSelectWorkspace, homeOf, usableWorkspaces } from '../workspace-paths.ts';
import classes from './selection.module.css';
import { WorkspaceCard } from './workspace-card.tsx';

type Kind = 'personal' | 'companies' | 'portals';
const groupOf = (w: WorkspaceSummary): Kind => (w.type === 'individual' ? 'personal' : w.type === 'business' ? 'companies' : 'portals');
const GROUPS: Kind[] = ['personal', 'companies', 'portals'];

/** `/`: the user's workspaces by kind (menu hidden); enters one directly when the selection rules decide (spec section 2). */
export default function SelectionPage() {
  const { t } = useTranslation('workspaces');
  const user = useSessionUser();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const choosing = search.get('choose') === '1';
  const reactivate = useMutation({
    mutationFn: (workspace: WorkspaceSummary) => api(workspacesApi.reactivateWorkspace, { params: { id: workspace.id } }),
    onSuccess: async () => {
      await refreshSession();
      toast.success(t('selection.reactivated'));
    },
    onError: (error) => toast.error(error.message),
  });

  const auto = choosing ? null : autoSelectWorkspace(user.companies, lastWorkspaceStorage.get() ?? user.lastWorkspaceId);
  if (auto) return <Navigate to={homeOf(auto)} replace />;

  const workspaces = usableWorkspaces(user.companies);
  const enter = (workspace: WorkspaceSummary) => {
    lastWorkspaceStorage.set(workspace.id);
    navigate(homeOf(workspace));
  };

  return (
    <div className={classes.page}>
      <header className={classes.top}>
        <Group justify="space-between" px="md" h={64}>
          <Text component="p" fw={800} fz={24} c="brand.7" m={0}>
            Trilha
          </Text>
          <UserMenu />
        </Group>
      </header>
      <Container size="md" py="xl" component="main">
        <Stack gap="xl">
          <Stack gap={4}>
            <Title order={1}>{t('selection.title')}</Title>
            <Text c="gray.7">{t('selection.subtitle', { name: user.name })}</Text>
          </Stack>
          {workspaces.length === 0 && <EmptyState title={t('selection.empty')} />}
          {GROUPS.map((group) => {
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
                      onReactivate={can(actorIn(workspace), 'workspace.manage') ? (w) => reactivate.mutate(w) : undefined}
                      reactivating={reactivate.isPending && reactivate.variables?.id === workspace.id}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            );
          })}
        </Stack>
      </Container>
    </div>
  );
}
