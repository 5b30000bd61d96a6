import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { Paginator } from '../../../lib/ui/paginator.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { companyUserInvitesQuery, INVITES_PAGE_SIZE } from '../api/list-company-user-invites.ts';
import { UsersHeader } from '../shared/users-header.tsx';
import { InviteForm } from './invite-form.tsx';
import { InviteList } from './invite-list.tsx';

/** /c/:companyDomain/admin-center/users/invites: invite people with a type and follow the pending invites. */
export default function InvitesPage() {
  const { t } = useTranslation('company-users');
  const workspace = useActiveWorkspace();
  usePageTitle(`${t('title')} (${t('tabs.invites')})`, workspace.name);
  const canManage = useCan('company.users.manage');
  const [page, setPage] = useState(1);
  const invites = useQuery(companyUserInvitesQuery(workspace.id, page));

  return (
    <Stack gap="lg" py="sm">
      <UsersHeader />
      {canManage && <InviteForm workspaceId={workspace.id} />}
      <SectionCard title={t('invites.listTitle')}>
        {invites.isPending ? (
          <ListSkeleton />
        ) : invites.isError ? (
          <ErrorState message={invites.error.message} onRetry={() => invites.refetch()} />
        ) : invites.data.items.length === 0 ? (
          <EmptyState illustration="inbox" title={t('invites.empty')} compact />
        ) : (
          <InviteList invites={invites.data.items} workspaceId={workspace.id} canManage={canManage} />
        )}
        <Paginator total={invites.data?.total ?? 0} pageSize={INVITES_PAGE_SIZE} page={page} onChange={setPage} />
      </SectionCard>
    </Stack>
  );
}
