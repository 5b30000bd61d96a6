import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error.ts';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { deferredRules } from '../../../lib/forms/deferred-rules.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { useErrorsFollowLanguage } from '../../../lib/forms/use-errors-follow-language.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { safeRedirect } from '../../../lib/routing/safe-redirect.ts';
import { usePortalTheme } from '../../../lib/workspace/use-portal-theme.ts';
import { useLogin } from '../api/login.ts';
import { PasswordInput } from '../shared/password-input.tsx';

const rules = deferredRules(() => import('./login-rules.ts').then((module) => module.loginRules));

export default function LoginPage() {
  const { t } = useTranslation('identity');
  usePageTitle(t('login.title'));
  const navigate = useNavigate();
  const [search] = useSearchParams();
  usePortalTheme(search.get('theme'));
  const form = useForm({ initialValues: { email: '', password: '', code: '' }, validate: rules.validate });
  useErrorsFollowLanguage(form);
  const login = useLogin();
  // the code field shows once the server asked for the code it e-mailed (an address that tried many accounts)
  const [codeAsked, setCodeAsked] = useState(false);
  const submit = form.onSubmit(({ email, password, code }) =>
    login.mutate(
      { email, password, ...(codeAsked && code.trim() && { code: code.trim() }) },
      {
        onSuccess: ({ user }) =>
          navigate(user.status === 'pending_deletion' ? '/reactive/account' : safeRedirect(search.get('redirect')), { replace: true }),
        onError: (error) => {
          if (isApiError(error) && error.code === 'auth.code_required') setCodeAsked(true);
          form.setErrors(apiFieldErrors(error));
        },
      },
    ),
  );
  const errorMessage = login.error ? failureMessage(login.error) : null;

  return (
    <form onSubmit={submit} onFocus={rules.preload} noValidate>
      <Stack>
        <Title order={1} size="h2">
          {t('login.title')}
        </Title>
        <Text c="gray.7" size="sm">
          {t('login.subtitle')}
        </Text>
        {errorMessage && (
          <Alert color="red" role="alert">
            {errorMessage}
            {isApiError(login.error) && login.error.code === 'auth.wrong_password' && (
              <>
                {' '}
                <Anchor component={Link} to="/recovery" size="sm" underline="always">
                  {t('login.forgot')}
                </Anchor>
              </>
            )}
          </Alert>
        )}
        <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <PasswordInput label={t('fields.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
        {codeAsked && (
          <TextInput
            label={t('login.code')}
            description={t('login.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...form.getInputProps('code')}
          />
        )}
        <Group justify="space-between">
          <Anchor component={Link} to="/recovery" size="sm">
            {t('login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('login.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to="/register" underline="always">
            {t('login.register')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
