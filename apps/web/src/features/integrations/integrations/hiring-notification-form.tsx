import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { hiringNotificationBody, type InstalledIntegration } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage, hasFieldErrors } from '../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { useRemoveHiringNotification } from '../api/remove-hiring-notification.ts';
import { useSetHiringNotification } from '../api/set-hiring-notification.ts';

/** The hiring notification (deprecated): one e-mail only; saving a new one replaces the old. */
export function HiringNotificationForm({ current }: { current: InstalledIntegration | null }) {
  const { t } = useTranslation('integrations');
  const workspace = useActiveWorkspace();
  const mayManage = useCan('company.integrations.manage');
  const mayRemove = useCan('company.integrations.uninstall');
  const save = useSetHiringNotification(workspace.id);
  const remove = useRemoveHiringNotification(workspace.id);
  const [confirming, setConfirming] = useState(false);
  const form = useForm({ initialValues: { email: current?.email ?? '' }, validate: zodValidate(hiringNotificationBody) });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        toast.success(t('hiring.saved'));
        form.setValues({ email: saved.email ?? '' });
        form.resetDirty({ email: saved.email ?? '' });
      },
      onError: (error) => {
        form.setErrors(apiFieldErrors(error));
        if (!hasFieldErrors(error)) toast.error(failureMessage(error));
      },
    }),
  );
  if (!mayManage)
    return (
      <Text size="sm" c="gray.7">
        {current?.email ? t('hiring.current', { email: current.email }) : t('noneInstalled')}
      </Text>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput type="email" label={t('hiring.email')} description={t('hiring.hint')} required {...form.getInputProps('email')} />
        <Group gap="xs">
          <Button type="submit" size="sm" loading={save.isPending}>
            {t('hiring.save')}
          </Button>
          {current && mayRemove && (
            <Button size="sm" variant="light" color="red" loading={remove.isPending} onClick={() => setConfirming(true)}>
              {t('hiring.remove')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('hiring.removeTitle')}
        confirmLabel={t('hiring.remove')}
        confirmColor="red"
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('hiring.removed'));
              form.setValues({ email: '' });
              form.resetDirty({ email: '' });
            },
            onError: (error) => toast.error(failureMessage(error)),
          })
        }
      >
        <Text size="sm">{t('hiring.removeBody', { email: current?.email ?? '' })}</Text>
      </ConfirmDialog>
    </form>
  );
}
