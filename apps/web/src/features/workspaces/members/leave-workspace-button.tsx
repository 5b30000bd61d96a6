import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { WorkspaceSummary } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/ui/toast.ts';
import { useLeaveWorkspace } from '../api/leave-workspace.ts';

const CONFIRMATION = 'SAIR';

/** "Sair do workspace": the user types SAIR, leaves, and goes back to the workspace selection. */
export function LeaveWorkspaceButton({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation(['workspaces', 'common']);
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const [typed, setTyped] = useState('');
  const leave = useLeaveWorkspace(workspace.id, {
    onLeft: () => {
      close();
      toast.success(t('leave.done', { name: workspace.name }));
      navigate('/?choose=1', { replace: true });
    },
  });
  const closeModal = () => {
    setTyped('');
    leave.reset();
    close();
  };
  return (
    <>
      <Button variant="light" color="red" onClick={open}>
        {t('leave.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={closeModal}
        title={t('leave.title', { name: workspace.name })}
        centered
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim() === CONFIRMATION) leave.mutate(typed.trim());
          }}
        >
          <Stack>
            <Text size="sm">{t('leave.body')}</Text>
            <TextInput
              label={t('leave.typeLabel', { word: CONFIRMATION })}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
            {leave.error && (
              <Text c="red.8" size="sm" role="alert">
                {leave.error.message}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={closeModal}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" color="red.9" disabled={typed.trim() !== CONFIRMATION} loading={leave.isPending}>
                {t('leave.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
