import { Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { Paginator } from '../../../lib/ui/paginator.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { MEMBERS_PAGE_SIZE, membersQuery } from '../api/list-members.ts';
import { LeaveWorkspaceButton } from './leave-workspace-button.tsx';
import { MemberList } from './member-list.tsx';
import { MembersHeader } from './members-header.tsx';

/** /c|p/:companyDomain/members/list: searchable, paginated members; managers change roles and remove people. */
export default function MembersPage() {
  const { t } = useTranslation('workspaces');
  const workspace = useActiveWorkspace();
  usePageTitle(t('members.title'), workspace.name);
  const user = useSessionUser();
  const mayLeave = useCan('workspace.leave');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const members = useQuery(membersQuery(workspace.id, { page, search: debounced }));

  return (
    <Stack gap="lg" py="sm">
      <MembersHeader action={mayLeave ? <LeaveWorkspaceButton workspace={workspace} /> : undefined} />
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
        <ListSkeleton />
      ) : members.isError ? (
        <ErrorState message={members.error.message} onRetry={() => members.refetch()} />
      ) : members.data.items.length === 0 ? (
        <EmptyState illustration={debounced ? 'search' : 'people'} title={debounced ? t('members.noMatch') : t('members.empty')} />
      ) : (
        <MemberList members={members.data.items} workspaceId={workspace.id} currentUserId={user.userId} />
      )}
      <Paginator total={members.data?.total ?? 0} pageSize={MEMBERS_PAGE_SIZE} page={page} onChange={setPage} />
    </Stack>
  );
}
