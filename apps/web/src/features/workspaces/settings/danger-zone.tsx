import { Alert, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { can, identityApi, type WorkspaceSummary, workspacesApi } from '@trilha/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api/client.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { refreshSession } from '../../auth/session.ts';
import { useSessionUser } from '../../shell/use-active-workspace.ts';
import { actorIn } from '../shared/actor.ts';
import { formatDate } from '../shared/format-date.ts';
import { type RemovalAnswers, RemovalSurveyModal } from './removal-survey-modal.tsx';

type Stage = 'idle' | 'confirm' | 'survey';

/** Delete (typing the name, then the removal survey) or, while a deletion is pending, reactivate. */
export function DangerZone({ workspace }: { workspace: WorkspaceSummary }) {
  const { t, i18n } = useTranslation('workspaces');
  const user = useSessionUser();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>('idle');
  const [typed, setTyped] = useState('');
  const pending = workspace.deletionRequest?.status === 'PENDING' ? workspace.deletionRequest : null;
  const remove = useMutation({
    mutationFn: async (answers: RemovalAnswers | null) => {
      // the survey is feedback: its failure must not block the deletion
      if (answers) await api(identityApi.answerSurvey, { body: { survey: 'workspace-removal', answers: { ...answers } } }).catch(() => undefined);
      return api(workspacesApi.deleteWorkspace, { params: { id: workspace.id } });
    },
    onSuccess: async () => {
      setStage('idle');
      toast.success(t('management.danger.deleted', { name: workspace.name }));
      await refreshSession();
      navigate('/?choose=1', { replace: true });
    },
    onError: (e) => toast.error(e.message),
  });
  const reactivate = useMutation({
    mutationFn: () => api(workspacesApi.reactivateWorkspace, { params: { id: workspace.id } }),
    onSuccess: async () => {
      await refreshSession();
      toast.success(t('selection.reactivated'));
    },
    onError: (e) => toast.error(e.message),
  });
  const close = () => {
    setStage('idle');
    setTyped('');
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="danger-title" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="danger-title" c="red.8">
          {t('management.danger.title')}
        </Title>
        {pending ? (
          <>
            <Alert color="red" role="status">
              {t('management.danger.pending', { date: formatDate(pending.requestedAt, i18n.language) })}
            </Alert>
            <Button onClick={() => reactivate.mutate()} loading={reactivate.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('selection.reactivate')}
            </Button>
          </>
        ) : (
          <>
            <Text size="sm">{t('management.danger.hint')}</Text>
            {can(actorIn(workspace, user), 'workspace.delete') && (
              <Button color="red" variant="light" onClick={() => setStage('confirm')} style={{ alignSelf: 'flex-start' }}>
                {t('management.danger.delete')}
              </Button>
            )}
          </>
        )}
      </Stack>
      <Modal opened={stage === 'confirm'} onClose={close} title={t('management.danger.confirmTitle')} centered closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim() === workspace.name) setStage('survey');
          }}
        >
          <Stack>
            <Text size="sm">{t('management.danger.confirmBody')}</Text>
            <TextInput label={t('management.danger.typeName', { name: workspace.name })} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} autoComplete="off" data-autofocus />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" color="red.9" disabled={typed.trim() !== workspace.name}>
                {t('management.danger.continue')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <RemovalSurveyModal opened={stage === 'survey'} busy={remove.isPending} onClose={close} onSubmit={(answers) => remove.mutate(answers)} />
    </Paper>
  );
}
