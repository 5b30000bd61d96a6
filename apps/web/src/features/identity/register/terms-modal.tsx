import { Button, Group, Modal, ScrollArea } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TermsText } from '../shared/terms-text.tsx';

/** The terms of use for someone not signed in yet (the /account/terms page needs a session). */
export function TermsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['identity', 'common']);
  // the text loads while the person fills in the form, so the modal opens with it
  useEffect(() => {
    void i18n.loadNamespaces('terms');
  }, [i18n]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('terms.title')}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <TermsText />
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </Group>
    </Modal>
  );
}
