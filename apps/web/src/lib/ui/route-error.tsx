import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The error boundary of every route: a readable page instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
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
