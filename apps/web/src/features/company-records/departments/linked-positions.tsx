import { Anchor, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { Paginator } from '../../../lib/ui/paginator.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import {
  LINKED_POSITION_TABS,
  LINKED_POSITIONS_PAGE_SIZE,
  type LinkedPositionTab,
  linkedPositionsQuery,
} from '../api/list-company-positions.ts';
import { recordPaths } from '../shared/paths.ts';

/** A department's positions in tabs active, archived and draft, each paged. */
export function LinkedPositions({ departmentId }: { departmentId: string }) {
  const { t } = useTranslation('company-records');
  const [tab, setTab] = useState<LinkedPositionTab>('active');
  return (
    <Tabs value={tab} onChange={(value) => value && setTab(value as LinkedPositionTab)} keepMounted={false}>
      <Tabs.List aria-label={t('departments.linked.tabsLabel')}>
        {LINKED_POSITION_TABS.map((status) => (
          <Tabs.Tab key={status} value={status}>
            {t(`departments.linked.tabs.${status}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {LINKED_POSITION_TABS.map((status) => (
        <Tabs.Panel key={status} value={status} pt="md">
          <PositionsOfStatus departmentId={departmentId} status={status} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function PositionsOfStatus({ departmentId, status }: { departmentId: string; status: LinkedPositionTab }) {
  const { t } = useTranslation('company-records');
  const workspace = useActiveWorkspace();
  const paths = recordPaths(workspace);
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const list = useQuery(linkedPositionsQuery(workspace.id, departmentId, { status, page }));
  if (list.isPending) return <ListSkeleton rows={3} label={t(`departments.linked.tabs.${status}`)} />;
  if (list.isError) return <ErrorState message={failureMessage(list.error)} onRetry={() => list.refetch()} />;
  if (list.data.items.length === 0) return <EmptyState compact illustration="search" title={t(`departments.linked.empty.${status}`)} />;
  return (
    <Stack gap="sm">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(`departments.linked.tabs.${status}`)}>
        {list.data.items.map((position) => (
          <Paper key={position.id} component="li" withBorder radius="md" p="sm">
            <Stack gap={2}>
              <Anchor component={Link} to={paths.position(position.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {position.title}
              </Anchor>
              <Group gap="xs">
                <Text size="sm" c="gray.7">
                  {[position.code && t('departments.linked.code', { code: position.code }), position.category.name]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <Text size="sm" c="gray.7">
                  {t('departments.linked.updatedAt', { date: formatDate(position.updatedAt, locale) })}
                </Text>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Paginator total={list.data.total} pageSize={LINKED_POSITIONS_PAGE_SIZE} page={page} onChange={setPage} />
    </Stack>
  );
}
