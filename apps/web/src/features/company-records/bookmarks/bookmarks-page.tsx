import { Anchor, Button, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type BookmarkItem, formatCnpj } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { Paginator } from '../../../lib/ui/paginator.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { BOOKMARKS_PAGE_SIZE, bookmarksQuery } from '../api/list-bookmarks.ts';
import { recordPaths } from '../shared/paths.ts';

/** /c/:companyDomain/admin-center/bookmarks: the company's external organizations, searchable by name. */
export default function BookmarksPage() {
  const { t } = useTranslation('company-records');
  const workspace = useActiveWorkspace();
  usePageTitle(t('bookmarks.title'), workspace.name);
  const paths = recordPaths(workspace);
  const mayManage = useCan('company.departments.manage');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useQuery(bookmarksQuery(workspace.id, { page, search: debounced }));
  const add = mayManage && (
    <Button component={Link} to={paths.newBookmark} leftSection={<IconPlus size={16} aria-hidden="true" />}>
      {t('bookmarks.add')}
    </Button>
  );

  return (
    <Stack gap="lg" py="sm">
      <PageHeader title={t('bookmarks.title')} subtitle={t('bookmarks.subtitle')} actions={add} />
      <TextInput
        label={t('bookmarks.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        maw={420}
        type="search"
      />
      {list.isPending ? (
        <ListSkeleton label={t('bookmarks.listLabel')} />
      ) : list.isError ? (
        <ErrorState message={failureMessage(list.error)} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        debounced ? (
          <EmptyState illustration="search" title={t('bookmarks.noResults')} />
        ) : (
          <EmptyState illustration="inbox" title={t('bookmarks.empty')} description={t('bookmarks.emptyHint')} action={add} />
        )
      ) : (
        <BookmarkList items={list.data.items} />
      )}
      <Paginator total={list.data?.total ?? 0} pageSize={BOOKMARKS_PAGE_SIZE} page={page} onChange={setPage} />
    </Stack>
  );
}

/** The organizations as a table, or as stacked cards at 800 px and below. */
function BookmarkList({ items }: { items: BookmarkItem[] }) {
  const { t } = useTranslation('company-records');
  const paths = recordPaths(useActiveWorkspace());
  const compact = useMediaQuery('(max-width: 50em)', false, { getInitialValueInEffect: false });
  const name = (item: BookmarkItem) => (
    <Anchor component={Link} to={paths.bookmark(item.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
      {item.name}
    </Anchor>
  );
  const contact = (item: BookmarkItem) => [item.mainContact, item.phone, item.email].filter(Boolean).join(' · ') || '—';
  if (compact) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('bookmarks.listLabel')}>
        {items.map((item) => (
          <Paper key={item.id} withBorder p="sm" radius="md" component="li">
            <Stack gap={4}>
              {name(item)}
              {item.taxId && <Text size="sm">{formatCnpj(item.taxId)}</Text>}
              <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {contact(item)}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" aria-label={t('bookmarks.listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bookmarks.fields.name')}</Table.Th>
            <Table.Th>{t('bookmarks.fields.taxId')}</Table.Th>
            <Table.Th>{t('bookmarks.fields.mainContact')}</Table.Th>
            <Table.Th>{t('bookmarks.fields.phone')}</Table.Th>
            <Table.Th>{t('bookmarks.fields.email')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{name(item)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{item.taxId ? formatCnpj(item.taxId) : '—'}</Table.Td>
              <Table.Td>{item.mainContact ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{item.phone ?? '—'}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.email ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
