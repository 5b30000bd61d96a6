import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBeforeUnload, useBlocker } from 'react-router';

/**
 * While `dirty`, leaving the screen asks first: in-app navigation through a confirmation (React Router's blocker),
 * closing or reloading the tab through the browser's own prompt. Render what it returns.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useBeforeUnload((event) => {
    if (dirty) event.preventDefault();
  });
  const stay = () => blocker.reset?.();
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={stay}
      title={t('unsaved.title')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack>
        <Text size="sm">{t('unsaved.body')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={stay}>
            {t('unsaved.stay')}
          </Button>
          <Button color="red.9" onClick={() => blocker.proceed?.()}>
            {t('unsaved.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
