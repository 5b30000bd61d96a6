import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { resetPasswordBody } from '@trilha/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error.ts';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage, hasFieldErrors } from '../../../lib/forms/form-feedback.ts';
import { useErrorsFollowLanguage } from '../../../lib/forms/use-errors-follow-language.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { changeLanguage } from '../../../lib/i18n/i18n.ts';
import { errorText } from '../../../lib/i18n/server-errors.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { resetCodeQuery } from '../api/check-reset-code.ts';
import { useResetPasswordWithCode } from '../api/reset-password-with-code.ts';
import { NewPasswordFields } from '../shared/new-password-fields.tsx';

/** A code the server refused (unknown, used, expired) or one too malformed to send. */
const isInvalidCode = (error: unknown) =>
  isApiError(error) && (error.code === 'recovery.invalid_code' || error.status === 400 || error.status === 404);

/** The link cannot set a password (unknown, used, expired): why, and a way to ask for a new one. */
function InvalidLinkAlert() {
  const { t } = useTranslation('identity');
  // the contract's words in the screen's language (the link may switch it while the check is on its way)
  const message = errorText('recovery.invalid_code');
  return (
    <NoticeAlert tone="error" title={t('resetPassword.invalidTitle')}>
      <Stack gap={6} align="flex-start">
        <Text size="sm">{message}</Text>
        <Anchor component={Link} to="/recovery" size="sm">
          {t('resetPassword.requestNew')}
        </Anchor>
      </Stack>
    </NoticeAlert>
  );
}

/** /access/changepassword/:language/:code: the link of the recovery e-mail, in the language it was sent in. */
export default function ChangePasswordPage() {
  const { t } = useTranslation('identity');
  usePageTitle(t('resetPassword.title'));
  const { language = '', code = '' } = useParams();
  useEffect(() => {
    if (language) void changeLanguage(language);
  }, [language]);
  const form = useForm({ initialValues: { password: '', confirmPassword: '' }, validate: zodValidate(resetPasswordBody) });
  useErrorsFollowLanguage(form);
  // the link is checked when opened: a used or expired one says so before any password is typed
  const check = useQuery(resetCodeQuery(code));
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

  if (check.isPending) {
    return (
      <Stack>
        {heading}
        <ListSkeleton rows={2} />
      </Stack>
    );
  }
  if (isInvalidCode(check.error)) {
    return (
      <Stack>
        {heading}
        <InvalidLinkAlert />
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('recovery.backToLogin')}
        </Anchor>
      </Stack>
    );
  }

  const invalid = isInvalidCode(reset.error);
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {heading}
        {reset.error &&
          !hasFieldErrors(reset.error) &&
          (invalid ? (
            <InvalidLinkAlert />
          ) : (
            <NoticeAlert tone="error">
              <Text size="sm">{failureMessage(reset.error)}</Text>
            </NoticeAlert>
          ))}
        <NewPasswordFields password={form.getInputProps('password')} confirmPassword={form.getInputProps('confirmPassword')} replacing />
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
