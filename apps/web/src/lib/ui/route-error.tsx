import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { isUnreachable } from '../api/api-error.ts';
import { OfflineState } from './offline-state.tsx';

/** The error boundary of every route: a readable page instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  // The API did not answer: not a crash, so say so and let the person try again without reloading.
  if (isUnreachable(error)) return <OfflineState onRetry={() => revalidator.revalidate()} retrying={revalidator.state === 'loading'} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" maw={480} ta="center">
        <Title order={1}>{notFound ? t('errors.notFoundTitle') : t('errors.crashTitle')}</Title>
        <Text c="dimmed">{notFound ? t('errors.notFound') : t('errors.crash')}</Text>
        <Button component="a" href="/">
          {t('actions.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}
