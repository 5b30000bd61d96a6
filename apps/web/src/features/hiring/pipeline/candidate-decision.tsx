import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconCalendarEvent, IconCheck, IconFileCheck, IconX } from '@tabler/icons-react';
import { type CandidateApplication, PIPELINE_STAGES, type PipelineStage } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useMoveCandidate } from '../api/move-candidate.ts';
import { InterviewDialog } from './interview-dialog.tsx';
import { OfferDialog } from './offer-dialog.tsx';
import { isClosedStage } from './stage-words.ts';

/** The stages a candidate may be moved to with "Mover para": the open ones but the current; closing has its buttons. */
const moveTargets = (current: PipelineStage) => PIPELINE_STAGES.filter((stage) => !isClosedStage(stage) && stage !== current);

/**
 * The panel's buttons share its narrow column (a side column at 1280 px, the screen at 390 px): each takes a line of
 * its own when two do not fit, and a label longer than the line wraps instead of being cut ("Convidar para en…").
 */
const WHOLE_LABEL = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6, flex: '1 1 12rem' },
  label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' },
} as const;

/** "Mover para" a stage, "Reprovar" with an optional message to the candidate, "Contratar": each asked first or explicit. */
export function CandidateDecision({ application }: { application: CandidateApplication }) {
  const { t } = useTranslation('hiring');
  const move = useMoveCandidate(application.applicationId);
  const targets = moveTargets(application.stage);
  const [target, setTarget] = useState<PipelineStage | null>(null);
  const [asking, setAsking] = useState<'rejected' | 'hired' | null>(null);
  const [message, setMessage] = useState('');
  const [dialog, setDialog] = useState<'interview' | 'offer' | null>(null);
  // offers, hiring and rejecting are decisions for who manages the position; an evaluator moves and evaluates
  const mayDecide = useCan('recruitment.positions.manage');

  const run = (stage: PipelineStage, note: string | null) =>
    move.mutate(
      { stage, message: note },
      {
        onSuccess: () => {
          setTarget(null);
          setMessage('');
          toast.success(
            stage === 'rejected'
              ? t('candidate.rejected')
              : stage === 'hired'
                ? t('candidate.hired')
                : t('candidate.moved', { stage: t(`stageOf.${stage}`) }),
          );
        },
        onError: (error) => toast.error(failureMessage(error)),
      },
    );

  return (
    <SectionCard title={t('candidate.actions')}>
      <Stack gap="sm">
        <Group gap="xs">
          <Button
            variant="default"
            styles={WHOLE_LABEL}
            leftSection={<IconCalendarEvent size={16} aria-hidden="true" />}
            onClick={() => setDialog('interview')}
          >
            {t('candidate.interview')}
          </Button>
          {mayDecide && (
            <Button
              variant="default"
              styles={WHOLE_LABEL}
              leftSection={<IconFileCheck size={16} aria-hidden="true" />}
              onClick={() => setDialog('offer')}
            >
              {t('candidate.offer')}
            </Button>
          )}
        </Group>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (target) run(target, null);
          }}
        >
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <Select
              label={t('candidate.moveTo')}
              placeholder={t('candidate.moveToPlaceholder')}
              data={targets.map((stage) => ({ value: stage, label: t(`stageOf.${stage}`) }))}
              value={target}
              onChange={(value) => setTarget(targets.find((stage) => stage === value) ?? null)}
              allowDeselect={false}
              style={{ flex: 1, minWidth: 0 }}
              comboboxProps={{ withinPortal: true }}
            />
            <Button type="submit" variant="default" disabled={!target} loading={move.isPending && move.variables?.stage === target}>
              {t('candidate.move')}
            </Button>
          </Group>
        </form>
        {mayDecide && (
          <Group gap="xs">
            <Button
              color="teal.9"
              styles={WHOLE_LABEL}
              leftSection={<IconCheck size={16} aria-hidden="true" />}
              onClick={() => setAsking('hired')}
              disabled={move.isPending}
            >
              {t('candidate.hire')}
            </Button>
            <Button
              color="red.9"
              variant="outline"
              styles={WHOLE_LABEL}
              leftSection={<IconX size={16} aria-hidden="true" />}
              onClick={() => setAsking('rejected')}
              disabled={move.isPending}
            >
              {t('candidate.reject')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking === 'rejected'}
        title={t('candidate.rejectTitle', { name: application.name })}
        confirmLabel={t('candidate.reject')}
        confirmColor="red.9"
        onConfirm={() => run('rejected', message.trim() || null)}
        onClose={() => setAsking(null)}
      >
        <Text size="sm">{t('candidate.rejectText')}</Text>
        <Textarea
          label={t('candidate.rejectMessage')}
          description={t('candidate.rejectHint')}
          autosize
          minRows={3}
          maxLength={2000}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking === 'hired'}
        title={t('candidate.hireTitle', { name: application.name })}
        confirmLabel={t('candidate.hire')}
        confirmColor="teal.9"
        onConfirm={() => run('hired', null)}
        onClose={() => setAsking(null)}
      >
        <Text size="sm">{t('candidate.hireText')}</Text>
      </ConfirmDialog>
      <InterviewDialog applicationId={application.applicationId} opened={dialog === 'interview'} onClose={() => setDialog(null)} />
      {mayDecide && <OfferDialog applicationId={application.applicationId} opened={dialog === 'offer'} onClose={() => setDialog(null)} />}
    </SectionCard>
  );
}
