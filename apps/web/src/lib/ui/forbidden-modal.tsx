import { Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiEvents } from '../api/api-events.ts';

/** Spec section 6: the forbidden-resource modal, opened whenever the API denies a resource. */
export function ForbiddenModal() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => apiEvents.on('forbidden', (error) => setMessage(error.message)), []);
  return (
    <Modal opened={message !== null} onClose={() => setMessage(null)} title={t('forbidden.title')} centered>
      <Stack>
        <Text>{message}</Text>
        <Button onClick={() => setMessage(null)}>{t('actions.ok')}</Button>
      </Stack>
    </Modal>
  );
}
