import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { i18next } from '../i18n/i18n.ts';
import type { WorkerMessage } from './worker-rules.ts';

/**
 * A new version is ready (service-worker.ts): a lasting notice with "Atualizar", never a silent swap. The waiting
 * worker takes over when asked, and the page reloads on the new version once it controls the page.
 */
export function offerUpdate(waiting: ServiceWorker): void {
  const apply = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' } satisfies WorkerMessage);
  };
  notifications.show({
    id: 'app-update',
    autoClose: false,
    color: 'blue',
    title: i18next.t('shell:network.updateTitle'),
    closeButtonProps: { 'aria-label': i18next.t('actions.close') },
    message: (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{i18next.t('shell:network.updateBody')}</Text>
        <Button size="xs" onClick={apply}>
          {i18next.t('shell:network.update')}
        </Button>
      </Stack>
    ),
  });
}
