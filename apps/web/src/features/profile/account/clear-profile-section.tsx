import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useClearProfile } from '../api/clear-profile.ts';

/** DELETE /v1/profile behind a confirmation; the screen then shows the emptied form. */
export function ClearProfileSection({ onCleared }: { onCleared: () => void }) {
  const { t } = useTranslation('profile');
  const [opened, dialog] = useDisclosure(false);
  const clear = useClearProfile();
  const confirm = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        dialog.close();
        onCleared();
        toast.success(t('clear.done'));
      },
      onError: (error) => toast.error(failureMessage(error)),
    });
  return (
    <SectionCard title={t('clear.title')} description={t('clear.description')} danger>
      <Group>
        <Button variant="outline" color="red.9" onClick={dialog.open}>
          {t('clear.action')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={opened}
        title={t('clear.confirmTitle')}
        confirmLabel={t('clear.confirm')}
        confirmColor="red"
        onConfirm={confirm}
        onClose={dialog.close}
      >
        <Text size="sm">{t('clear.description')}</Text>
      </ConfirmDialog>
    </SectionCard>
  );
}
