import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetPasswordBody } from '@trilha/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../lib/api/api-error.ts';
import { changeLanguage } from '../../lib/i18n/i18n.ts';
import { apiFieldErrors, zodValidate } from '../../lib/forms/zod-validate.ts';
import { useResetPasswordWithCode } from './auth-api.ts';
import { failureMessage, hasFieldErrors } from './form-feedback.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { NoticeAlert } from './notice-alert.tsx';

/** A code the server refused (unknown, used, expired) or one too malformed to send. */
const isInvalidCode = (error: unknown) => isApiError(error) && (error.code === 'recovery.invalid_code' || error.status === 400 || error.status === 404);

/** /access/changepassword/:language/:code: the link of the recovery e-mail, in the language it was sent in. */
export default function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const { language = '', code = '' } = useParams();
  useEffect(() => {
    if (language) void changeLanguage(language);
  }, [language]);
  const form = useForm({ initialValues: { password: '', confirmPassword: '' }, validate: zodValidate(resetPasswordBody) });
  const reset = useResetPasswordWithCode(code);
  const submit = form.onSubmit((values) => reset.mutate(values, { onError: (error) => form.setErrors(apiFieldErrors(error)) }));

  const heading = (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {t('resetPassword.title')}
      </Title>
      <Text c="gray.7" size="sm">
        {t('resetPassword.subtitle')}
      </Text>
    </Stack>
  );

  if (reset.isSuccess) {
    return (
      <Stack>
        {heading}
        <NoticeAlert tone="success" title={t('resetPassword.successTitle')}>
          {t('resetPassword.success')}
        </NoticeAlert>
        <Button component={Link} to="/login" fullWidth>
          {t('resetPassword.goToLogin')}
        </Button>
      </Stack>
    );
  }

  const invalid = isInvalidCode(reset.error);
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {heading}
        {reset.error && !hasFieldErrors(reset.error) && (
          <NoticeAlert tone="error" title={invalid ? t('resetPassword.invalidTitle') : undefined}>
            <Stack gap={6} align="flex-start">
              <Text size="sm">{failureMessage(reset.error, t)}</Text>
              {invalid && (
                <Anchor component={Link} to="/recovery" size="sm">
                  {t('resetPassword.requestNew')}
                </Anchor>
              )}
            </Stack>
          </NoticeAlert>
        )}
        <NewPasswordFields
          password={form.getInputProps('password')}
          confirmPassword={form.getInputProps('confirmPassword')}
          labels={{ password: 'fields.newPassword', confirm: 'fields.confirmNewPassword' }}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          {t('resetPassword.submit')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('recovery.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
