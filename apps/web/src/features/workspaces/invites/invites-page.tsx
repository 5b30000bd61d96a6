import { SegmentedControl, Stack, Text } from '@mantine/core';
import { can } from '@trilha/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { EmptyState, ErrorState, PageLoader } from '../../../lib/ui/page-states.tsx';
import { useActiveWorkspace, useSessionUser } from '../../shell/use-active-workspace.ts';
import { MembersHeader } from '../members/members-header.tsx';
import { actorIn } from '../shared/actor.ts';
import { Paginator } from '../shared/paginator.tsx';
import { homeOf } from '../workspace-paths.ts';
import { InviteForm } from './invite-form.tsx';
import { InviteList } from './invite-list.tsx';
import { INVITE_FILTERS, INVITES_PAGE_SIZE, type InviteFilter, invitesQuery } from './invites-api.ts';

/** /c|p/:companyDomain/members/invites: invite people and follow the invites sent. */
export default function InvitesPage() {
  const { t } = useTranslation('workspaces');
  const workspace = useActiveWorkspace();
  const user = useSessionUser();
  const [filter, setFilter] = useState<InviteFilter>('all');
  const [page, setPage] = useState(1);
  const allowed = can(actorIn(workspace, user), 'members.invite');
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
          <PageLoader />
        ) : invites.isError ? (
          <ErrorState message={invites.error.message} onRetry={() => invites.refetch()} />
        ) : invites.data.items.length === 0 ? (
          <EmptyState title={t('invites.empty')} />
        ) : (
          <InviteList invites={invites.data.items} workspaceId={workspace.id} />
        )}
        <Paginator total={invites.data?.total ?? 0} pageSize={INVITES_PAGE_SIZE} page={page} onChange={setPage} />
      </Stack>
    </Stack>
  );
}
