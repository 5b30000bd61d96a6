import { Button, Group, Modal, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BULK_STAGES, DECLINE_TEMPLATE_ID, fillTemplate, type MessageTemplate } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage, hasFieldErrors } from '../../../lib/forms/form-feedback.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { useBulkCandidates } from '../api/bulk-candidates.ts';
import { messageTemplatesQuery } from '../api/list-message-templates.ts';
import { PLACEHOLDER_WORDS } from '../shared/placeholder-words.ts';
import type { SelectedCandidate } from './bulk-selection.tsx';
import { templatesPath } from './templates-path.ts';

/** The option of a move without e-mail. */
const NO_TEMPLATE = 'none';

interface Props {
  action: 'move' | 'decline';
  positionId: string;
  positionTitle: string;
  candidates: SelectedCandidate[];
  onClose: () => void;
  onDone: () => void;
}

/**
 * Moves or declines the selected candidates with one message: a template (or none, for a move), its text
 * editable, and a preview with the first candidate's name filled in. All of them change, or none.
 */
export function BulkDialog({ action, positionId, positionTitle, candidates, onClose, onDone }: Props) {
  const { t } = useTranslation('hiring');
  const workspace = useActiveWorkspace();
  const templates = useQuery(messageTemplatesQuery());
  const bulk = useBulkCandidates(positionId);
  const decline = action === 'decline';
  const [stage, setStage] = useState<string | null>(null);
  const [templateId, setTemplateId] = useState<string | null>(decline ? DECLINE_TEMPLATE_ID : null);
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const template: MessageTemplate | undefined = templates.data?.items.find((item) => item.id === templateId);
  const text = message ?? template?.body ?? '';
  const first = candidates[0];
  const values = { nome: first?.name.split(' ')[0] ?? '', vaga: positionTitle, empresa: workspace.name };
  const count = candidates.length;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!decline && !stage) {
      setErrors({ stage: t('bulk.stage') });
      return;
    }
    bulk.mutate(
      {
        applicationIds: candidates.map((candidate) => candidate.applicationId),
        action,
        ...(decline ? {} : { stage: stage as (typeof BULK_STAGES)[number] }),
        ...(templateId ? { templateId } : {}),
        // the text goes only when it was changed from the template's
        ...(message !== null && message.trim() !== (template?.body ?? '') ? { message } : {}),
      },
      {
        onSuccess: (result) => {
          toast.success(decline ? t('bulk.declined', { count: result.changed }) : t('bulk.moved', { count: result.changed }));
          onDone();
          onClose();
        },
        onError: (error) => setErrors(apiFieldErrors(error)),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={decline ? t('bulk.declineTitle', { count }) : t('bulk.moveTitle', { count })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('recruiter.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {!decline && (
            <Select
              label={t('bulk.stage')}
              data={BULK_STAGES.map((value) => ({ value, label: t(`stage.${value}`) }))}
              value={stage}
              onChange={setStage}
              error={errors.stage}
              withAsterisk
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Select
            label={t('bulk.template')}
            data={[
              ...(decline ? [] : [{ value: NO_TEMPLATE, label: t('bulk.noTemplate') }]),
              ...(templates.data?.items ?? []).map((item) => ({ value: item.id, label: item.name })),
            ]}
            value={templateId ?? NO_TEMPLATE}
            onChange={(value) => {
              setTemplateId(value && value !== NO_TEMPLATE ? value : null);
              setMessage(null);
            }}
            allowDeselect={false}
            error={errors.templateId}
            comboboxProps={{ withinPortal: true }}
          />
          {(templateId || message !== null) && (
            <>
              <Textarea
                label={t('bulk.message')}
                description={t('bulk.messageHint', PLACEHOLDER_WORDS)}
                value={text}
                onChange={(event) => setMessage(event.currentTarget.value)}
                autosize
                minRows={4}
                maxRows={10}
                error={errors.message}
              />
              <Paper withBorder radius="sm" p="sm" bg="gray.0">
                <Text size="xs" fw={600} c="gray.7">
                  {t('bulk.preview', { name: first?.name ?? '' })}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-bulk-preview>
                  {fillTemplate(text, values)}
                </Text>
              </Paper>
            </>
          )}
          {decline && (
            <Text size="xs" c="gray.7">
              {t('bulk.declineNote')}
            </Text>
          )}
          {bulk.error && !hasFieldErrors(bulk.error) && <NoticeAlert tone="error">{failureMessage(bulk.error)}</NoticeAlert>}
          {errors.applicationIds && <NoticeAlert tone="error">{errors.applicationIds}</NoticeAlert>}
          <Group justify="space-between">
            <Button component={Link} to={templatesPath(workspace)} variant="subtle" size="xs">
              {t('bulk.templates')}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('recruiter.cancel')}
              </Button>
              <Button type="submit" color={decline ? 'red.9' : undefined} loading={bulk.isPending}>
                {decline ? t('bulk.confirmDecline') : t('bulk.confirmMove')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
