import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { departmentBody } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { useCreateDepartment } from '../api/create-department.ts';
import { recordPaths } from '../shared/paths.ts';
import { useLeaveAfterSave } from '../shared/use-leave-after-save.ts';

const schema = departmentBody;

/** …/admin-center/departments/active/new: creates a department ('department exists' when its name is in use). */
export default function NewDepartmentPage() {
  const { t } = useTranslation('company-records');
  const workspace = useActiveWorkspace();
  usePageTitle(t('departments.newTitle'), workspace.name);
  const paths = recordPaths(workspace);
  const mayManage = useCan('company.departments.manage');
  const create = useCreateDepartment(workspace.id);
  const form = useForm({ initialValues: { name: '' }, validate: zodValidate(schema) });
  const { guard: leaveGuard, leave } = useLeaveAfterSave(form.isDirty());
  if (!mayManage) return <Navigate to={paths.activeDepartments} replace />;

  const submit = ({ name }: { name: string }) =>
    create.mutate(name, {
      onSuccess: (created) => {
        form.resetDirty();
        toast.success(t('departments.created'));
        leave(paths.activeDepartment(created.id));
      },
      onError: (error) => {
        const message = failureMessage(error);
        form.setErrors({ name: message, ...apiFieldErrors(error) });
        toast.error(message);
      },
    });

  return (
    <Stack gap="lg" py="sm" maw={640}>
      <PageHeader title={t('departments.newTitle')} subtitle={t('departments.title')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack gap="md">
            <TextInput label={t('departments.name')} withAsterisk autoComplete="off" data-autofocus {...form.getInputProps('name')} />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                {t('departments.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {leaveGuard}
    </Stack>
  );
}
