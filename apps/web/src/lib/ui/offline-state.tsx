import { Button, Center } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyStateLayout } from './empty-state-layout.tsx';
import { IllustrationFrame } from './illustration-frame.tsx';
import { offlineDrawing } from './offline-drawing.tsx';

/** What a screen shows when the API cannot be reached: say so plainly and offer to try again. */
export function OfflineState({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md" role="alert" data-offline>
      <EmptyStateLayout
        drawing={
          <IllustrationFrame name="offline" width={160}>
            {offlineDrawing}
          </IllustrationFrame>
        }
        titleOrder={1}
        title={t('errors.offlineTitle')}
        description={t('errors.network')}
        action={
          <Button onClick={onRetry} loading={retrying} leftSection={<IconRefresh size={18} aria-hidden="true" />}>
            {t('actions.retry')}
          </Button>
        }
      />
    </Center>
  );
}
