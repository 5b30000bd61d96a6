import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ApplicationDetails, applicationFeedbackBody } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useDeleteApplication } from '../api/delete-application.ts';
import { useGiveUpApplication } from '../api/give-up-application.ts';
import { useSendApplicationFeedback } from '../api/send-application-feedback.ts';

/** The optional feedback after a deletion: a comment, or "Agora não"; either way back to the tabs. */
function FeedbackModal({ applicationId, opened, onDone }: { applicationId: string; opened: boolean; onDone: () => void }) {
  const { t } = useTranslation(['applications', 'common']);
  const send = useSendApplicationFeedback(applicationId);
  const form = useForm({ initialValues: { feedback: '' }, validate: zodValidate(applicationFeedbackBody) });
  const submit = form.onSubmit(({ feedback }) =>
    send.mutate(feedback.trim(), {
      onSuccess: () => {
        toast.success(t('feedback.sent'));
        onDone();
      },
      onError: (error) => toast.error(failureMessage(error)),
    }),
  );
  return (
    <Modal
      opened={opened}
      onClose={onDone}
      title={t('feedback.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('feedback.description')}</Text>
          <Textarea label={t('feedback.label')} autosize minRows={3} maxRows={8} maxLength={2000} {...form.getInputProps('feedback')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone} disabled={send.isPending}>
              {t('feedback.skip')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('feedback.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** "Desistir" (irreversible, asks first) and "Excluir candidatura" (asks first, then the optional feedback). */
export function ApplicationActions({ details, tabsPath }: { details: Pick<ApplicationDetails, 'id' | 'status'>; tabsPath: string }) {
  const { t } = useTranslation('applications');
  const navigate = useNavigate();
  const [asking, setAsking] = useState<'give-up' | 'delete' | 'feedback' | null>(null);
  const giveUp = useGiveUpApplication(details.id);
  const remove = useDeleteApplication(details.id);
  const live = details.status === 'in_progress' || details.status === 'under_analysis';
  return (
    <Group gap="xs" role="group" aria-label={t('actions.label')}>
      {live && (
        <Button variant="default" onClick={() => setAsking('give-up')} loading={giveUp.isPending}>
          {t('actions.giveUp')}
        </Button>
      )}
      <Button variant="default" onClick={() => setAsking('delete')} loading={remove.isPending}>
        {t('actions.delete')}
      </Button>
      <ConfirmDialog
        opened={asking === 'give-up'}
        title={t('actions.giveUpTitle')}
        confirmLabel={t('actions.giveUp')}
        confirmColor="red.9"
        onClose={() => setAsking(null)}
        onConfirm={() =>
          giveUp.mutate(undefined, {
            onSuccess: () => toast.success(t('actions.gaveUp')),
            onError: (error) => toast.error(failureMessage(error)),
          })
        }
      >
        <Text size="sm">{t('actions.giveUpBody')}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking === 'delete'}
        title={t('actions.deleteTitle')}
        confirmLabel={t('actions.deleteConfirm')}
        confirmColor="red.9"
        onClose={() => setAsking((current) => (current === 'delete' ? null : current))}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('actions.deleted'));
              setAsking('feedback');
            },
            onError: (error) => toast.error(failureMessage(error)),
          })
        }
      >
        <Text size="sm">{t('actions.deleteBody')}</Text>
      </ConfirmDialog>
      <FeedbackModal applicationId={details.id} opened={asking === 'feedback'} onDone={() => navigate(tabsPath)} />
    </Group>
  );
}
