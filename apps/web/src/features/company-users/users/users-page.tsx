import { Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CompanyUserTab } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { Paginator } from '../../../lib/ui/paginator.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { companyUsersQuery, USERS_PAGE_SIZE } from '../api/list-company-users.ts';
import { UsersHeader } from '../shared/users-header.tsx';
import { UserList } from './user-list.tsx';

/** /c/:companyDomain/admin-center/users/active and /removed: the company's users of one tab, searchable. */
export default function UsersPage() {
  const { t } = useTranslation('company-users');
  const workspace = useActiveWorkspace();
  const tab: CompanyUserTab = useLocation().pathname.endsWith('/removed') ? 'removed' : 'active';
  usePageTitle(`${t('title')} (${t(`tabs.${tab}`)})`, workspace.name);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const users = useQuery(companyUsersQuery(workspace.id, { tab, page, search: debounced }));
  const empty = debounced ? t('list.emptySearch') : tab === 'removed' ? t('list.emptyRemoved') : t('list.emptyActive');

  return (
    <Stack gap="lg" py="sm">
      <UsersHeader />
      <Stack gap="sm" component="section" aria-label={t('list.label')}>
        <TextInput
          type="search"
          label={t('list.search')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maxLength={100}
          maw={420}
        />
        {users.isPending ? (
          <ListSkeleton />
        ) : users.isError ? (
          <ErrorState message={users.error.message} onRetry={() => users.refetch()} />
        ) : users.data.items.length === 0 ? (
          <EmptyState illustration={debounced ? 'search' : 'people'} title={empty} compact />
        ) : (
          <UserList users={users.data.items} />
        )}
        <Paginator total={users.data?.total ?? 0} pageSize={USERS_PAGE_SIZE} page={page} onChange={setPage} />
      </Stack>
    </Stack>
  );
}
