import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { departmentsQuery } from '../api/list-departments.ts';
import { DepartmentList, DepartmentsHeader } from './departments-layout.tsx';

/** …/admin-center/departments/removed: the company's removed departments; each page offers to reactivate it. */
export default function RemovedDepartmentsPage() {
  const { t } = useTranslation('company-records');
  const workspace = useActiveWorkspace();
  usePageTitle(t('departments.tabs.removed'), t('departments.title'), workspace.name);
  // departments are the recruitment module's: support staff, who only enter the admin center, may not read them
  const mayView = useCan('workspace.view');
  const list = useQuery({ ...departmentsQuery(workspace.id, true), enabled: mayView });
  return (
    <Stack gap="lg" py="sm">
      <DepartmentsHeader current="removed" />
      {!mayView ? (
        <EmptyState illustration="search" title={t('departments.unavailable')} />
      ) : list.isPending ? (
        <ListSkeleton label={t('departments.listLabel')} />
      ) : list.isError ? (
        <ErrorState message={failureMessage(list.error)} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState illustration="inbox" title={t('departments.emptyRemoved')} />
      ) : (
        <DepartmentList items={list.data.items} />
      )}
    </Stack>
  );
}
