import { Button, Modal, Stack, Text } from '@mantine/core';
import type { WorkspaceSummary } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visitedTypesStorage } from '../session/token-storage.ts';

/** Entering a workspace of a type the user has not visited shows a welcome once per type. */
export function WelcomeModal({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation(['shell', 'common']);
  const [dismissed, setDismissed] = useState<string[]>(() => {
    // The first workspace a user enters is not a switch: remember its type without a modal.
    if (visitedTypesStorage.get().length === 0) visitedTypesStorage.add(workspace.type);
    return visitedTypesStorage.get();
  });
  const opened = !dismissed.includes(workspace.type);
  const close = () => {
    visitedTypesStorage.add(workspace.type);
    setDismissed(visitedTypesStorage.get());
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(`welcome.${workspace.type}.title`, { name: workspace.name })}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack>
        <Text>{t(`welcome.${workspace.type}.body`, { name: workspace.name })}</Text>
        <Button onClick={close}>{t('welcome.start')}</Button>
      </Stack>
    </Modal>
  );
}
