import { Anchor, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DependentItem } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { Paginator } from '../../../lib/ui/paginator.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { DEPENDENTS_PAGE_SIZE, dependentsQuery } from '../api/list-dependents.ts';
import { recordPaths } from '../shared/paths.ts';
import { formatCpf } from './cpf.ts';

/** /c/:companyDomain/admin-center/dependents: the dependents of the company's members, last added first. */
export default function DependentsPage() {
  const { t } = useTranslation('company-records');
  const workspace = useActiveWorkspace();
  usePageTitle(t('dependents.title'), workspace.name);
  const mayManage = useCan('company.dependents.manage');
  const [page, setPage] = useState(1);
  const list = useQuery(dependentsQuery(workspace.id, { page }));
  const add = mayManage && (
    <Button component={Link} to={recordPaths(workspace).newDependent} leftSection={<IconPlus size={16} aria-hidden="true" />}>
      {t('dependents.add')}
    </Button>
  );
  return (
    <Stack gap="lg" py="sm">
      <PageHeader title={t('dependents.title')} subtitle={t('dependents.subtitle')} actions={add} />
      {list.isPending ? (
        <ListSkeleton label={t('dependents.listLabel')} />
      ) : list.isError ? (
        <ErrorState message={failureMessage(list.error)} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState illustration="people" title={t('dependents.empty')} description={t('dependents.emptyHint')} action={add} />
      ) : (
        <DependentList items={list.data.items} />
      )}
      <Paginator total={list.data?.total ?? 0} pageSize={DEPENDENTS_PAGE_SIZE} page={page} onChange={setPage} />
    </Stack>
  );
}

/** The dependents as a table, or as stacked cards at 800 px and below. */
function DependentList({ items }: { items: DependentItem[] }) {
  const { t } = useTranslation('company-records');
  const paths = recordPaths(useActiveWorkspace());
  const locale = useLocale();
  const compact = useMediaQuery('(max-width: 50em)', false, { getInitialValueInEffect: false });
  const name = (item: DependentItem) => (
    <Anchor component={Link} to={paths.dependent(item.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
      {item.data.name}
    </Anchor>
  );
  const relationship = (item: DependentItem) => t(`dependents.relationships.${item.data.relationship}`);
  const born = (item: DependentItem) => formatDate(`${item.data.birthDate}T12:00:00Z`, locale);
  if (compact) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('dependents.listLabel')}>
        {items.map((item) => (
          <Paper key={item.id} withBorder p="sm" radius="md" component="li">
            <Stack gap={4}>
              {name(item)}
              <Text size="sm">{[relationship(item), born(item)].join(' · ')}</Text>
              <Text size="sm" c="gray.7">
                {t('dependents.fields.holder')}: {item.holder?.name ?? t('dependents.noHolder')}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" aria-label={t('dependents.listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dependents.fields.name')}</Table.Th>
            <Table.Th>{t('dependents.fields.relationship')}</Table.Th>
            <Table.Th>{t('dependents.fields.birthDate')}</Table.Th>
            <Table.Th>{t('dependents.fields.taxId')}</Table.Th>
            <Table.Th>{t('dependents.fields.holder')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{name(item)}</Table.Td>
              <Table.Td>{relationship(item)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{born(item)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{item.data.taxId ? formatCpf(item.data.taxId) : '—'}</Table.Td>
              <Table.Td>{item.holder?.name ?? t('dependents.noHolder')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
