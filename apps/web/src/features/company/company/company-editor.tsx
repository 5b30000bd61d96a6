import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { type CompanyInfo, companyLinkedinBody } from '@trilha/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage, hasFieldErrors } from '../../../lib/forms/form-feedback.ts';
import { useLeaveGuard } from '../../../lib/forms/leave-guard.tsx';
import { missesRequiredFields, requiredFieldsMessage } from '../../../lib/forms/required-fields.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useUpdateCompany } from '../api/update-company.ts';
import { LinkedinCard } from './linkedin-card.tsx';

interface SaveCallbacks<V> {
  onSuccess: (saved: V) => void;
  onError: (error: Error) => void;
}

interface Props<V> {
  company: CompanyInfo;
  initialValues: V;
  validate: (values: V) => Record<string, string>;
  onSave: (values: V, callbacks: SaveCallbacks<V>) => void;
  saving: boolean;
  children: (form: UseFormReturnType<V>) => ReactNode;
}

/**
 * The company data form of the company's region and the LinkedIn id, each saved on its own; leaving with changes in
 * either asks first. Support staff read them without editing (they lack 'workspace.manage').
 */
export function CompanyEditor<V extends Record<string, unknown>>({ company, initialValues, validate, onSave, saving, children }: Props<V>) {
  const { t } = useTranslation('company');
  const canEdit = useCan('workspace.manage');
  const form = useForm<V>({ initialValues, validate });
  const linkedin = useForm({
    initialValues: { linkedinId: company.linkedinId ?? '' },
    validate: zodValidate(companyLinkedinBody),
  });
  const saveLinkedin = useUpdateCompany(company.id);
  const [alert, setAlert] = useState<string | null>(null);
  const leaveGuard = useLeaveGuard(form.isDirty() || linkedin.isDirty());

  const submit = form.onSubmit(
    (values) => {
      setAlert(null);
      onSave(values, {
        onSuccess: (saved) => {
          form.setInitialValues(saved);
          form.setValues(saved);
          toast.success(t('company.saved'));
        },
        onError: (error) => {
          form.setErrors(apiFieldErrors(error));
          if (hasFieldErrors(error)) setAlert(t('company.reviewFields'));
          toast.error(failureMessage(error));
        },
      });
    },
    (errors) => setAlert(missesRequiredFields(errors) ? requiredFieldsMessage() : t('company.reviewFields')),
  );

  const submitLinkedin = linkedin.onSubmit(({ linkedinId }) =>
    saveLinkedin.mutate(linkedinId, {
      onSuccess: (saved) => {
        const values = { linkedinId: saved.linkedinId ?? '' };
        linkedin.setInitialValues(values);
        linkedin.setValues(values);
        toast.success(t(saved.linkedinId ? 'linkedin.saved' : 'linkedin.cleared'));
      },
      onError: (error) => {
        linkedin.setErrors(apiFieldErrors(error));
        toast.error(failureMessage(error));
      },
    }),
  );

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label={t('company.formLabel')}>
        <Fieldset variant="unstyled" disabled={!canEdit}>
          <Stack gap="md">
            {children(form)}
            {alert && (
              <NoticeAlert tone="error" role="alert">
                {alert}
              </NoticeAlert>
            )}
            {canEdit && (
              <Group justify="flex-end">
                <Button variant="default" onClick={() => form.reset()} disabled={saving || !form.isDirty()}>
                  {t('company.discard')}
                </Button>
                <Button type="submit" loading={saving}>
                  {t('company.save')}
                </Button>
              </Group>
            )}
          </Stack>
        </Fieldset>
      </form>
      <LinkedinCard form={linkedin} onSubmit={submitLinkedin} saving={saveLinkedin.isPending} canEdit={canEdit} />
      {leaveGuard}
    </Stack>
  );
}
