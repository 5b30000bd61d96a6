import { Alert, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { WorkspaceSummary } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { RemovalSurveyModal } from '../../../lib/forms/removal-survey-modal.tsx';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { useDeleteWorkspace } from '../api/delete-workspace.ts';
import { useReactivateWorkspace } from '../api/reactivate-workspace.ts';

type Stage = 'idle' | 'confirm' | 'survey';
const REMOVAL_REASONS = ['not_using', 'moved_platform', 'missing_features', 'too_complex', 'other'] as const;

/** Delete (typing the name, then the removal survey) or, while a deletion is pending, reactivate. */
export function DangerZone({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation(['workspaces', 'common']);
  const locale = useLocale();
  const navigate = useNavigate();
  const mayDelete = useCan('workspace.delete');
  const [stage, setStage] = useState<Stage>('idle');
  const [typed, setTyped] = useState('');
  const pending = workspace.deletionRequest?.status === 'PENDING' ? workspace.deletionRequest : null;
  const failed = (error: Error) => toast.error(error.message);
  const remove = useDeleteWorkspace(workspace.id, {
    onDeleted: () => {
      setStage('idle');
      toast.success(t('management.danger.deleted', { name: workspace.name }));
      navigate('/?choose=1', { replace: true });
    },
  });
  const reactivate = useReactivateWorkspace();
  const close = () => {
    setStage('idle');
    setTyped('');
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="danger-title"
      style={{ borderColor: 'var(--mantine-color-red-4)' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="danger-title" c="red.8">
          {t('management.danger.title')}
        </Title>
        {pending ? (
          <>
            <Alert color="red" role="status">
              {t('management.danger.pending', { date: formatDate(pending.requestedAt, locale) })}
            </Alert>
            <Button
              onClick={() => reactivate.mutate(workspace, { onSuccess: () => toast.success(t('selection.reactivated')), onError: failed })}
              loading={reactivate.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('selection.reactivate')}
            </Button>
          </>
        ) : (
          <>
            <Text size="sm">{t('management.danger.hint')}</Text>
            {mayDelete && (
              <Button color="red" variant="light" onClick={() => setStage('confirm')} style={{ alignSelf: 'flex-start' }}>
                {t('management.danger.delete')}
              </Button>
            )}
          </>
        )}
      </Stack>
      <Modal
        opened={stage === 'confirm'}
        onClose={close}
        title={t('management.danger.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim() === workspace.name) setStage('survey');
          }}
        >
          <Stack>
            <Text size="sm">{t('management.danger.confirmBody')}</Text>
            <TextInput
              label={t('management.danger.typeName', { name: workspace.name })}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
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
      <RemovalSurveyModal
        opened={stage === 'survey'}
        busy={remove.isPending}
        onClose={close}
        onSubmit={(answers) => remove.mutate(answers, { onError: failed })}
        optional
        reasons={REMOVAL_REASONS.map((value) => ({ value, label: t(`management.survey.reasons.${value}`) }))}
        texts={{
          title: t('management.survey.title'),
          body: t('management.survey.body'),
          question: t('management.survey.reason'),
          comment: t('management.survey.comment'),
          submit: t('management.survey.submit'),
          dismiss: t('management.survey.skip'),
          close: t('common:actions.close'),
        }}
      />
    </Paper>
  );
}
