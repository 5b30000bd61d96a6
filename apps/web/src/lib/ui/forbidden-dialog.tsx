import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The forbidden-resource modal's content (loaded when the API first denies a resource). */
export default function ForbiddenDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('forbidden.title')} centered>
      <Stack>
        <Text>{message}</Text>
        <Button onClick={onClose}>{t('actions.ok')}</Button>
      </Stack>
    </Modal>
  );
}
