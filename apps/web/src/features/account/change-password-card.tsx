import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordBody } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api/api-error.ts';
import { apiFieldErrors, zodValidate } from '../../lib/forms/zod-validate.ts';
import { toast } from '../../lib/ui/toast.ts';
import { useRequestPasswordRecovery } from '../auth/auth-api.ts';
import { failureMessage, hasFieldErrors } from '../auth/form-feedback.ts';
import { NewPasswordFields } from '../auth/new-password-fields.tsx';
import { PasswordInput } from '../auth/password-input.tsx';
import { AccountCard } from './account-card.tsx';
import { useChangePassword } from './account-api.ts';
import { NoticeAlert } from '../auth/notice-alert.tsx';

/** Changes the password; a wrong current one offers the recovery e-mail instead (spec section 8). */
export function ChangePasswordCard({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const form = useForm({ initialValues: { currentPassword: '', password: '', confirmPassword: '' }, validate: zodValidate(changePasswordBody) });
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
      onError: (error) => toast.error(failureMessage(error, t)),
    });
  const wrongCurrent = isApiError(change.error) && change.error.code === 'password.wrong_current';

  return (
    <AccountCard title={t('settings.password.title')} description={t('settings.password.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          {change.error && !hasFieldErrors(change.error) && (
            <NoticeAlert tone="error" title={wrongCurrent ? change.error.message : undefined}>
              {wrongCurrent ? (
                <Text size="sm">
                  {t('settings.password.wrongHint')}{' '}
                  <Anchor component="button" type="button" size="sm" underline="always" onClick={sendRecovery} disabled={recovery.isPending}>
                    {t('settings.password.forgot')}
                  </Anchor>
                </Text>
              ) : (
                failureMessage(change.error, t)
              )}
            </NoticeAlert>
          )}
          <PasswordInput label={t('settings.password.current')} autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
          <NewPasswordFields
            password={form.getInputProps('password')}
            confirmPassword={form.getInputProps('confirmPassword')}
            labels={{ password: 'fields.newPassword', confirm: 'fields.confirmNewPassword' }}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('settings.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountCard>
  );
}
