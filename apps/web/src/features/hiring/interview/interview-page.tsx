import { Anchor, Badge, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
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
import { useDownloadInterviewCalendar } from '../api/download-interview-calendar.ts';
import { interviewQuery } from '../api/get-interview.ts';
import { DetailList } from '../shared/detail-list.tsx';

const STATUS_COLORS = { pending: 'blue', accepted: 'teal', rejected: 'red', cancelled: 'gray' } as const;

/** The offered times as choices: the candidate picks one with the mouse or the arrow keys. */
function SlotChoice({
  interview,
  error,
  value,
  onChange,
}: {
  interview: Interview;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('hiring');
  const locale = useLocale();
  return (
    <Radio.Group
      label={t('interview.slots')}
      description={t('interview.slotsHint')}
      withAsterisk
      error={error}
      value={value}
      onChange={onChange}
    >
      <Stack gap="xs" mt="xs">
        {interview.slots.map((slot) => (
          <Radio key={slot} value={slot} label={formatDateTime(slot, locale)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/**
 * Accept, or reject after a confirmation (irreversible), with optional notes; when the company offered times, accepting
 * picks one of them.
 */
function AnswerForm({ interview }: { interview: Interview }) {
  const { t } = useTranslation('hiring');
  const answer = useAnswerInterview(interview.id);
  const [confirming, setConfirming] = useState(false);
  const choosing = interview.scheduledAt === null && interview.slots.length > 0;
  const form = useForm({
    initialValues: { notes: interview.notes ?? '', slot: '' },
    validate: {
      ...zodValidate(interviewAnswer.pick({ notes: true })),
      slot: (value: string) => (choosing && !value ? t('interview.slotRequired') : null),
    },
  });
  const send = (response: 'accepted' | 'rejected') =>
    answer.mutate(
      { response, notes: form.values.notes.trim() || null, ...(response === 'accepted' && choosing ? { slot: form.values.slot } : {}) },
      {
        onSuccess: () =>
          toast.success(t(response === 'accepted' ? (choosing ? 'interview.chosen' : 'interview.accepted') : 'interview.rejected')),
        onError: (error) => toast.error(failureMessage(error)),
      },
    );
  const accepted = interview.response === 'accepted';
  return (
    <SectionCard title={t('interview.answer')} description={t(choosing ? 'interview.chooseHint' : 'interview.answerHint')}>
      <form noValidate onSubmit={form.onSubmit(() => send('accepted'))}>
        <Stack gap="sm">
          {choosing && (
            <SlotChoice
              interview={interview}
              value={form.values.slot}
              onChange={(slot) => form.setFieldValue('slot', slot)}
              error={form.errors.slot as string | undefined}
            />
          )}
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
                {t(choosing ? 'interview.choose' : 'interview.accept')}
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

/** Saves the interview's calendar event (.ics) for the person's calendar app. */
function CalendarButton({ interviewId }: { interviewId: string }) {
  const { t } = useTranslation('hiring');
  const download = useDownloadInterviewCalendar(interviewId);
  return (
    <Button
      variant="light"
      size="xs"
      loading={download.isPending}
      onClick={() => download.mutate(undefined, { onError: (error) => toast.error(failureMessage(error)) })}
    >
      {t('interview.addToCalendar')}
    </Button>
  );
}

function InterviewView({ interview }: { interview: Interview }) {
  const { t } = useTranslation('hiring');
  const locale = useLocale();
  const details = [
    {
      label: t('interview.when'),
      value: interview.scheduledAt ? formatDateTime(interview.scheduledAt, locale) : t('interview.toChoose'),
    },
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
          {interview.scheduledAt && answerable && <CalendarButton interviewId={interview.id} />}
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
