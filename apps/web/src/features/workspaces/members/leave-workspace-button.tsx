import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type WorkspaceSummary, workspacesApi } from '@trilha/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api/client.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { refreshSession } from '../../auth/session.ts';

const CONFIRMATION = 'SAIR';

/** "Sair do workspace": the user types SAIR, leaves, and goes back to the workspace selection (spec section 4). */
export function LeaveWorkspaceButton({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation('workspaces');
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const [typed, setTyped] = useState('');
  const leave = useMutation({
    mutationFn: () => api(workspacesApi.leaveWorkspace, { params: { id: workspace.id }, body: { confirmation: typed.trim() } }),
    onSuccess: async () => {
      close();
      toast.success(t('leave.done', { name: workspace.name }));
      await refreshSession();
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
      <Modal opened={opened} onClose={closeModal} title={t('leave.title', { name: workspace.name })} centered closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim() === CONFIRMATION) leave.mutate();
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
