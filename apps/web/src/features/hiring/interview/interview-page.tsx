import { Anchor, Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type Interview, interviewAnswer } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../../lib/api/api-error.ts';
import { formatDateTime } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { useAnswerInterview } from '../api/answer-interview.ts';
import { interviewQuery } from '../api/get-interview.ts';
import { DetailList } from '../shared/detail-list.tsx';

const STATUS_COLORS = { pending: 'blue', accepted: 'teal', rejected: 'red', cancelled: 'gray' } as const;

/** Accept, or reject after a confirmation (irreversible), with optional notes. */
function AnswerForm({ interview }: { interview: Interview }) {
  const { t } = useTranslation('hiring');
  const answer = useAnswerInterview(interview.id);
  const [confirming, setConfirming] = useState(false);
  const form = useForm({ initialValues: { notes: interview.notes ?? '' }, validate: zodValidate(interviewAnswer) });
  const send = (response: 'accepted' | 'rejected') =>
    answer.mutate(
      { response, notes: form.values.notes.trim() || null },
      {
        onSuccess: () => toast.success(t(response === 'accepted' ? 'interview.accepted' : 'interview.rejected')),
        onError: (error) => toast.error(failureMessage(error)),
      },
    );
  const accepted = interview.response === 'accepted';
  return (
    <SectionCard title={t('interview.answer')} description={t('interview.answerHint')}>
      <form noValidate onSubmit={form.onSubmit(() => send('accepted'))}>
        <Stack gap="sm">
          <Textarea
            label={t('interview.notes')}
            description={t('interview.notesHint')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={2000}
            {...form.getInputProps('notes')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" color="red" onClick={() => setConfirming(true)} disabled={answer.isPending}>
              {t('interview.reject')}
            </Button>
            {!accepted && (
              <Button type="submit" loading={answer.isPending && answer.variables?.response === 'accepted'}>
                {t('interview.accept')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        title={t('interview.rejectConfirm.title')}
        confirmLabel={t('interview.rejectConfirm.confirm')}
        confirmColor="red"
        onConfirm={() => send('rejected')}
        onClose={() => setConfirming(false)}
      >
        <Text size="sm">{t('interview.rejectConfirm.body')}</Text>
      </ConfirmDialog>
    </SectionCard>
  );
}

function InterviewView({ interview }: { interview: Interview }) {
  const { t } = useTranslation('hiring');
  const locale = useLocale();
  const details = [
    { label: t('interview.when'), value: formatDateTime(interview.scheduledAt, locale) },
    ...(interview.durationMinutes
      ? [{ label: t('interview.duration'), value: t('interview.minutes', { count: interview.durationMinutes }) }]
      : []),
    ...(interview.place ? [{ label: t('interview.place'), value: interview.place }] : []),
    ...(interview.link
      ? [
          {
            label: t('interview.link'),
            value: (
              <Anchor href={interview.link} target="_blank" rel="noopener noreferrer" size="sm">
                {t('interview.openLink')}
              </Anchor>
            ),
          },
        ]
      : []),
  ];
  const answerable = interview.response === 'pending' || interview.response === 'accepted';
  return (
    <Stack gap="md">
      <SectionCard title={t('interview.details')} description={t('interview.invitedBy', { company: interview.companyName })}>
        <Group>
          <Badge color={STATUS_COLORS[interview.response]} variant="light" data-interview-status={interview.response}>
            {t(`interview.status.${interview.response}`)}
          </Badge>
        </Group>
        <DetailList items={details} />
        {interview.message && (
          <NoticeAlert tone="info" title={t('interview.message')}>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {interview.message}
            </Text>
          </NoticeAlert>
        )}
        {interview.notes && interview.response !== 'pending' && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              {t('interview.yourNotes')}:
            </Text>{' '}
            {interview.notes}
          </Text>
        )}
      </SectionCard>
      {answerable && <AnswerForm key={interview.response} interview={interview} />}
    </Stack>
  );
}

/** /my/interview/:id: the interview invite (date, place or link, message) and the candidate's answer. */
export default function InterviewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('hiring');
  const workspace = useActiveWorkspace();
  const query = useQuery(interviewQuery(id));
  usePageTitle(t('interview.title'), workspace.name);
  if (query.isPending) return <PageSkeleton />;
  if (query.isError)
    return (
      <ErrorState
        message={isNotFound(query.error) ? t('interview.notFound') : failureMessage(query.error)}
        onRetry={isNotFound(query.error) ? undefined : () => query.refetch()}
      />
    );
  const interview = query.data;
  return (
    <Stack gap="md" py="sm" maw={860}>
      <PageHeader
        title={t('interview.title')}
        subtitle={`${interview.positionTitle} · ${interview.companyName}`}
        back={
          <Anchor component={Link} to="/my/applications" size="sm">
            {t('interview.back')}
          </Anchor>
        }
      />
      <InterviewView interview={interview} />
    </Stack>
  );
}
