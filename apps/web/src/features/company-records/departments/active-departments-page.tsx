import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { departmentsQuery } from '../api/list-departments.ts';
import { recordPaths } from '../shared/paths.ts';
import { DepartmentList, DepartmentsHeader } from './departments-layout.tsx';

/** …/admin-center/departments/active: the company's active departments, and a way to create one. */
export default function ActiveDepartmentsPage() {
  const { t } = useTranslation('company-records');
  const workspace = useActiveWorkspace();
  usePageTitle(t('departments.tabs.active'), t('departments.title'), workspace.name);
  const mayManage = useCan('company.departments.manage');
  // departments are the recruitment module's: support staff, who only enter the admin center, may not read them
  const mayView = useCan('workspace.view');
  const list = useQuery({ ...departmentsQuery(workspace.id, false), enabled: mayView });
  const add = mayManage && (
    <Button component={Link} to={recordPaths(workspace).newDepartment} leftSection={<IconPlus size={16} aria-hidden="true" />}>
      {t('departments.add')}
    </Button>
  );
  return (
    <Stack gap="lg" py="sm">
      <DepartmentsHeader current="active" actions={add} />
      {!mayView ? (
        <EmptyState illustration="search" title={t('departments.unavailable')} />
      ) : list.isPending ? (
        <ListSkeleton label={t('departments.listLabel')} />
      ) : list.isError ? (
        <ErrorState message={failureMessage(list.error)} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState illustration="inbox" title={t('departments.emptyActive')} description={t('departments.emptyActiveHint')} action={add} />
      ) : (
        <DepartmentList items={list.data.items} />
      )}
    </Stack>
  );
}
