import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { recoveryBody } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage, hasFieldErrors } from '../../../lib/forms/form-feedback.ts';
import { useErrorsFollowLanguage } from '../../../lib/forms/use-errors-follow-language.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { useRequestPasswordRecovery } from '../api/request-password-recovery.ts';

/** /recovery: asks for a one-time link to set a new password. */
export default function RecoveryPage() {
  const { t } = useTranslation('identity');
  usePageTitle(t('recovery.title'));
  const form = useForm({ initialValues: { email: '' }, validate: zodValidate(recoveryBody) });
  useErrorsFollowLanguage(form);
  const recovery = useRequestPasswordRecovery();
  const submit = form.onSubmit((values) =>
    recovery.mutate(values.email.trim(), { onError: (error) => form.setErrors(apiFieldErrors(error)) }),
  );

  if (recovery.isSuccess) {
    return (
      <Stack>
        <Title order={1} size="h2">
          {t('recovery.title')}
        </Title>
        <NoticeAlert tone="success" title={t('recovery.sentTitle')}>
          {t('recovery.sent')}
        </NoticeAlert>
        <Button component={Link} to="/login" fullWidth>
          {t('recovery.backToLogin')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => recovery.reset()}>
          {t('recovery.sendAgain')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('recovery.title')}
          </Title>
          <Text c="gray.7" size="sm">
            {t('recovery.subtitle')}
          </Text>
        </Stack>
        {recovery.error && !hasFieldErrors(recovery.error) && <NoticeAlert tone="error">{failureMessage(recovery.error)}</NoticeAlert>}
        <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <Button type="submit" loading={recovery.isPending} fullWidth>
          {t('recovery.submit')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('recovery.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
