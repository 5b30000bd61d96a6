import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { isUnreachable } from '../api/api-error.ts';
import { OfflineState } from './offline-state.tsx';

/**
 * A screen's code that did not arrive: route-helpers' ChunkLoadError (after its retries), or the browser's own words
 * for a failed import (Chromium, Safari, Firefox) and Vite's for a stylesheet that did not load.
 */
const isChunkFailure = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message));

/** The error boundary of every route: a readable page instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  // The API did not answer: not a crash, so say so and let the person try again without reloading.
  if (isUnreachable(error)) return <OfflineState onRetry={() => revalidator.revalidate()} retrying={revalidator.state === 'loading'} />;
  // without the network a screen never visited has no code here: say that, and offer to reload
  if (isChunkFailure(error))
    return (
      <Center mih="70vh" p="md" role="alert" data-chunk-error>
        <Stack align="center" maw={480} ta="center">
          <Title order={1}>{t('errors.chunkTitle')}</Title>
          <Text c="dimmed">{t('errors.chunk')}</Text>
          <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
        </Stack>
      </Center>
    );
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
