import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { Paginator } from '../../../lib/ui/paginator.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { homeOf } from '../../../lib/workspace/workspace-paths.ts';
import { INVITE_FILTERS, INVITES_PAGE_SIZE, type InviteFilter, invitesQuery } from '../api/list-invites.ts';
import { MembersHeader } from '../members/members-header.tsx';
import { InviteForm } from './invite-form.tsx';
import { InviteList } from './invite-list.tsx';

/** /c|p/:companyDomain/members/invites: invite people and follow the invites sent. */
export default function InvitesPage() {
  const { t } = useTranslation('workspaces');
  const workspace = useActiveWorkspace();
  usePageTitle(t('members.tabs.invites'), workspace.name);
  const [filter, setFilter] = useState<InviteFilter>('all');
  const [page, setPage] = useState(1);
  const allowed = useCan('members.invite');
  const invites = useQuery({ ...invitesQuery(workspace.id, { page, filter }), enabled: allowed });
  if (!allowed) return <Navigate to={`${homeOf(workspace)}/members/list`} replace />;

  return (
    <Stack gap="lg" py="sm">
      <MembersHeader />
      <InviteForm workspaceId={workspace.id} />
      <Stack gap="sm" component="section" aria-label={t('invites.listLabel')}>
        <Stack gap={4}>
          <Text fw={600} id="invite-filter-label">
            {t('invites.filter')}
          </Text>
          <SegmentedControl
            aria-labelledby="invite-filter-label"
            value={filter}
            onChange={(value) => {
              setFilter(value as InviteFilter);
              setPage(1);
            }}
            data={INVITE_FILTERS.map((value) => ({ value, label: t(`invites.filters.${value}`) }))}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
        {invites.isPending ? (
          <ListSkeleton />
        ) : invites.isError ? (
          <ErrorState message={invites.error.message} onRetry={() => invites.refetch()} />
        ) : invites.data.items.length === 0 ? (
          <EmptyState illustration="inbox" title={t('invites.empty')} />
        ) : (
          <InviteList invites={invites.data.items} workspaceId={workspace.id} />
        )}
        <Paginator total={invites.data?.total ?? 0} pageSize={INVITES_PAGE_SIZE} page={page} onChange={setPage} />
      </Stack>
    </Stack>
  );
}
