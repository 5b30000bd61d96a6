import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { supportedWorkspacesQuery } from '../../../lib/workspace/supported-workspaces-query.ts';
import { WorkspaceAvatar } from '../shared/workspace-avatar.tsx';
import classes from './selection.module.css';

/** The selection screen of support staff: only the admin centers they may enter. */
export function SupportCenters() {
  const { t } = useTranslation('workspaces');
  const centers = useQuery(supportedWorkspacesQuery());
  if (centers.isPending) return <ListSkeleton rows={3} />;
  if (centers.isError) return <ErrorState message={centers.error.message} onRetry={() => centers.refetch()} />;
  if (centers.data.items.length === 0)
    return <EmptyState illustration="people" title={t('selection.support.empty')} description={t('selection.support.emptyHint')} />;
  return (
    <Stack gap="sm" component="section" aria-labelledby="support-centers">
      <Title order={2} size="h4" id="support-centers">
        {t('selection.support.group')}
      </Title>
      <Stack gap="sm" renderRoot={(props) => <ul {...props} />} className={classes.plainList}>
        {centers.data.items.map((center) => (
          <li key={center.id}>
            <Paper withBorder p="md" radius="md" component={Link} to={`/c/${center.subdomain}/admin-center`} className={classes.card}>
              <Group wrap="nowrap" gap="md">
                <WorkspaceAvatar workspace={center} size={44} />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {center.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('selection.support.enter')}
                  </Text>
                </Stack>
                <IconChevronRight size={18} aria-hidden="true" />
              </Group>
            </Paper>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
