import { Button, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { companyRecordsApi, EndpointResponse } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { departmentQuery } from '../api/get-department.ts';
import { useReactivateDepartment } from '../api/reactivate-department.ts';
import { useRemoveDepartment } from '../api/remove-department.ts';
import { recordPaths } from '../shared/paths.ts';
import { ReadOnlyNotice } from '../shared/read-only-notice.tsx';
import { LinkedPositions } from './linked-positions.tsx';

type Department = EndpointResponse<typeof companyRecordsApi.getDepartment>;

/**
 * …/departments/active/:id and …/departments/removed/:id: one department with its linked positions; an active one
 * may be removed, a removed one reactivated. A department opened under the other state's path moves to its own.
 */
export default function DepartmentPage() {
  const { t } = useTranslation('company-records');
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const workspace = useActiveWorkspace();
  const paths = recordPaths(workspace);
  const mayView = useCan('workspace.view');
  const department = useQuery({ ...departmentQuery(workspace.id, id), enabled: mayView });
  usePageTitle(department.data?.name ?? t('departments.title'), workspace.name);
  if (!mayView) return <EmptyState illustration="search" title={t('departments.unavailable')} titleOrder={1} />;
  if (department.isPending) return <PageSkeleton />;
  if (department.isError) return <ErrorState message={failureMessage(department.error)} onRetry={() => department.refetch()} />;
  const own = department.data.removed ? paths.removedDepartment(id) : paths.activeDepartment(id);
  if (pathname !== own) return <Navigate to={own} replace />;
  return <DepartmentScreen department={department.data} />;
}

function DepartmentScreen({ department }: { department: Department }) {
  const { t } = useTranslation('company-records');
  const workspace = useActiveWorkspace();
  const mayManage = useCan('company.departments.manage');
  // the positions are the recruitment module's: support staff see the department, not its positions
  const mayViewPositions = useCan('recruitment.positions.view');
  // the page moves to the department's other path by itself once its query is refreshed
  const remove = useRemoveDepartment(workspace.id, department.id, () => toast.success(t('departments.removed')));
  const reactivate = useReactivateDepartment(workspace.id, department.id, () => toast.success(t('departments.reactivated')));
  const [confirming, confirm] = useDisclosure(false);
  const onError = (error: unknown) => toast.error(failureMessage(error));
  const removeNow = () => remove.mutate(undefined, { onError });
  const reactivateNow = () => reactivate.mutate(undefined, { onError });

  const action = !mayManage ? null : department.removed ? (
    <Button leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={reactivateNow} loading={reactivate.isPending}>
      {t('departments.reactivate')}
    </Button>
  ) : (
    <Button
      variant="default"
      color="red"
      leftSection={<IconTrash size={16} aria-hidden="true" />}
      onClick={confirm.open}
      loading={remove.isPending}
    >
      {t('departments.remove')}
    </Button>
  );
  return (
    <Stack gap="lg" py="sm">
      <PageHeader
        title={department.name}
        subtitle={department.positions === 0 ? t('departments.noPositions') : t('departments.positions', { count: department.positions })}
        actions={action}
      />
      {!mayManage && <ReadOnlyNotice />}
      {department.removed && <NoticeAlert tone="warning">{t('departments.removedNotice')}</NoticeAlert>}
      <Stack gap="sm" component="section" aria-labelledby="linked-positions-title">
        <Title order={2} size="h4" id="linked-positions-title">
          {t('departments.linked.title')}
        </Title>
        {mayViewPositions ? (
          <LinkedPositions departmentId={department.id} />
        ) : (
          <Text size="sm" c="gray.7">
            {t('departments.linked.unavailable')}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={confirm.close}
        title={t('departments.removeTitle')}
        confirmLabel={t('departments.remove')}
        confirmColor="red.9"
        onConfirm={removeNow}
      >
        <Text size="sm">{t('departments.removeBody', { name: department.name })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
