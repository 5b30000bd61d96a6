import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { identityApi, loginBody } from '@trilha/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api/api-error.ts';
import { api } from '../../lib/api/client.ts';
import { apiFieldErrors, zodValidate } from '../../lib/forms/zod-validate.ts';
import { PasswordInput } from './password-input.tsx';
import { startSession } from './session.ts';
import { usePortalTheme } from './use-portal-theme.ts';

/** Only same-site paths are followed after sign-in. */
const safeRedirect = (value: string | null) => (value?.startsWith('/') && !value.startsWith('//') ? value : '/');

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  usePortalTheme(search.get('theme'));
  const form = useForm({ initialValues: { email: '', password: '' }, validate: zodValidate(loginBody) });
  const login = useMutation({
    mutationFn: (values: typeof form.values) => api(identityApi.login, { body: values }),
    onSuccess: async ({ token, user }) => {
      await startSession(token, user);
      navigate(user.status === 'pending_deletion' ? '/reactive/account' : safeRedirect(search.get('redirect')), { replace: true });
    },
    onError: (error) => form.setErrors(apiFieldErrors(error)),
  });
  const errorMessage = login.error ? (isApiError(login.error) && login.error.status > 0 ? login.error.message : t('networkError')) : null;

  return (
    <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
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
