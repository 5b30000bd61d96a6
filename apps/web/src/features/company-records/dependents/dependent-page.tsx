import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { DEPENDENT_RELATIONSHIPS, type DependentItem } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { DateField } from '../../../lib/ui/date-field.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { useCreateDependent } from '../api/create-dependent.ts';
import { dependentQuery } from '../api/get-dependent.ts';
import { useRemoveDependent } from '../api/remove-dependent.ts';
import { useUpdateDependent } from '../api/update-dependent.ts';
import { recordPaths } from '../shared/paths.ts';
import { RecordFormFrame } from '../shared/record-form-frame.tsx';
import { useLeaveAfterSave } from '../shared/use-leave-after-save.ts';
import { type DependentValues, dataFieldErrors, dependentValuesOf, today, validateDependent } from './dependent-form-values.ts';
import { HolderSelect } from './holder-select.tsx';

/** …/admin-center/dependents/new and …/dependents/:id: a dependent to add, or to edit and delete. */
export default function DependentPage() {
  const { t } = useTranslation('company-records');
  const { id } = useParams();
  const workspace = useActiveWorkspace();
  const existing = useQuery({ ...dependentQuery(workspace.id, id ?? ''), enabled: Boolean(id) });
  usePageTitle(existing.data?.data.name ?? t('dependents.newTitle'), workspace.name);
  if (id && existing.isPending) return <PageSkeleton />;
  if (id && existing.isError) return <ErrorState message={failureMessage(existing.error)} onRetry={() => existing.refetch()} />;
  return <DependentScreen key={id ?? 'new'} dependent={existing.data} />;
}

function DependentScreen({ dependent }: { dependent?: DependentItem }) {
  const { t, i18n } = useTranslation('company-records');
  const workspace = useActiveWorkspace();
  const paths = recordPaths(workspace);
  const mayManage = useCan('company.dependents.manage');
  const create = useCreateDependent(workspace.id);
  const update = useUpdateDependent(workspace.id, dependent?.id ?? '');
  const remove = useRemoveDependent(workspace.id, dependent?.id ?? '');
  const form = useForm<DependentValues>({
    initialValues: dependentValuesOf(dependent),
    validate: (values) => validateDependent(values, i18n.language),
  });
  const { guard: leaveGuard, leave } = useLeaveAfterSave(mayManage && form.isDirty());

  const submit = (values: DependentValues) => {
    const handlers = {
      onSuccess: (saved: DependentItem) => {
        form.resetDirty(dependentValuesOf(saved));
        toast.success(t(dependent ? 'dependents.saved' : 'dependents.created'));
        leave(paths.dependents);
      },
      onError: (error: unknown) => {
        form.setErrors(dataFieldErrors(error));
        toast.error(failureMessage(error));
      },
    };
    const data = { ...values, relationship: values.relationship as DependentItem['data']['relationship'] };
    if (dependent) update.mutate(data, handlers);
    else create.mutate(data, handlers);
  };

  const removeNow = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('dependents.removed'));
        leave(paths.dependents);
      },
      onError: (error) => toast.error(failureMessage(error)),
    });

  return (
    <RecordFormFrame
      title={dependent ? dependent.data.name : t('dependents.newTitle')}
      subtitle={t('dependents.title')}
      mayManage={mayManage}
      onSubmit={form.onSubmit(submit)}
      saveLabel={t('dependents.save')}
      saving={create.isPending || update.isPending}
      removal={
        dependent && {
          label: t('dependents.remove'),
          title: t('dependents.removeTitle'),
          body: t('dependents.removeBody', { name: dependent.data.name }),
          pending: remove.isPending,
          onConfirm: removeNow,
        }
      }
      leaveGuard={leaveGuard}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('dependents.fields.name')}
          withAsterisk
          autoComplete="off"
          readOnly={!mayManage}
          {...form.getInputProps('name')}
        />
        <Select
          label={t('dependents.fields.relationship')}
          withAsterisk
          data={DEPENDENT_RELATIONSHIPS.map((value) => ({ value, label: t(`dependents.relationships.${value}`) }))}
          comboboxProps={{ withinPortal: true }}
          readOnly={!mayManage}
          {...form.getInputProps('relationship')}
        />
        <DateField
          label={t('dependents.fields.birthDate')}
          withAsterisk
          defaultLevel="decade"
          max={today()}
          readOnly={!mayManage}
          {...form.getInputProps('birthDate')}
        />
        <TextInput
          label={t('dependents.fields.taxId')}
          description={t('dependents.hints.taxId')}
          inputMode="numeric"
          autoComplete="off"
          readOnly={!mayManage}
          {...form.getInputProps('taxId')}
        />
      </SimpleGrid>
      <HolderSelect
        value={form.values.holderUserId}
        currentName={dependent?.holder?.name ?? null}
        onChange={(userId) => form.setFieldValue('holderUserId', userId)}
        error={form.errors.holderUserId}
        readOnly={!mayManage}
      />
      <Textarea
        label={t('dependents.fields.observations')}
        autosize
        minRows={3}
        maxRows={8}
        readOnly={!mayManage}
        {...form.getInputProps('observations')}
      />
    </RecordFormFrame>
  );
}
