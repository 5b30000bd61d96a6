import { Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { can } from '@trilha/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, PageLoader } from '../../../lib/ui/page-states.tsx';
import { useActiveWorkspace, useSessionUser } from '../../shell/use-active-workspace.ts';
import { actorIn } from '../shared/actor.ts';
import { Paginator } from '../shared/paginator.tsx';
import { LeaveWorkspaceButton } from './leave-workspace-button.tsx';
import { MemberList } from './member-list.tsx';
import { MEMBERS_PAGE_SIZE, membersQuery } from './members-api.ts';
import { MembersHeader } from './members-header.tsx';

/** /c|p/:companyDomain/members/list: searchable, paginated members; managers change roles and remove people. */
export default function MembersPage() {
  const { t } = useTranslation('workspaces');
  const workspace = useActiveWorkspace();
  const user = useSessionUser();
  const actor = actorIn(workspace, user);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const members = useQuery(membersQuery(workspace.id, { page, search: debounced }));

  return (
    <Stack gap="lg" py="sm">
      <MembersHeader action={can(actor, 'workspace.leave') ? <LeaveWorkspaceButton workspace={workspace} /> : undefined} />
      <TextInput
        label={t('members.search')}
        placeholder={t('members.searchPlaceholder')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        type="search"
        maw={420}
      />
      {members.isPending ? (
        <PageLoader />
      ) : members.isError ? (
        <ErrorState message={members.error.message} onRetry={() => members.refetch()} />
      ) : members.data.items.length === 0 ? (
        <EmptyState title={debounced ? t('members.noMatch') : t('members.empty')} />
      ) : (
        <MemberList members={members.data.items} workspaceId={workspace.id} currentUserId={user.userId} canManage={can(actor, 'members.manage')} actorRole={workspace.role} />
      )}
      <Paginator total={members.data?.total ?? 0} pageSize={MEMBERS_PAGE_SIZE} page={page} onChange={setPage} />
    </Stack>
  );
}
