import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordBody } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error.ts';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage, hasFieldErrors } from '../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useRequestPasswordRecovery } from '../api/request-password-recovery.ts';
import { NewPasswordFields } from '../shared/new-password-fields.tsx';
import { PasswordInput } from '../shared/password-input.tsx';

/** Changes the password; a wrong current one offers the recovery e-mail instead. */
export function ChangePasswordCard({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const form = useForm({
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validate: zodValidate(changePasswordBody),
  });
  const change = useChangePassword();
  const recovery = useRequestPasswordRecovery();
  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast.success(t('settings.password.saved'));
      },
      onError: (error) => form.setErrors(apiFieldErrors(error)),
    }),
  );
  const sendRecovery = () =>
    recovery.mutate(email, {
      onSuccess: () => toast.success(t('settings.password.forgotSent', { email })),
      onError: (error) => toast.error(failureMessage(error)),
    });
  const wrongCurrent = isApiError(change.error) && change.error.code === 'password.wrong_current';

  return (
    <SectionCard title={t('settings.password.title')} description={t('settings.password.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          {change.error && !hasFieldErrors(change.error) && (
            <NoticeAlert tone="error" title={wrongCurrent ? change.error.message : undefined}>
              {wrongCurrent ? (
                <Text size="sm">
                  {t('settings.password.wrongHint')}{' '}
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    underline="always"
                    onClick={sendRecovery}
                    disabled={recovery.isPending}
                  >
                    {t('settings.password.forgot')}
                  </Anchor>
                </Text>
              ) : (
                failureMessage(change.error)
              )}
            </NoticeAlert>
          )}
          <PasswordInput
            label={t('settings.password.current')}
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <NewPasswordFields password={form.getInputProps('password')} confirmPassword={form.getInputProps('confirmPassword')} replacing />
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('settings.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
