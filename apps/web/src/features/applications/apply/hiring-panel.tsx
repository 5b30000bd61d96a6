import { Anchor, Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type Interview, type Offer, offerDecline } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useAnswerOffer } from '../api/answer-offer.ts';
import { applicationHiringQuery } from '../api/get-my-application-hiring.ts';

const TONES = { pending: 'blue', accepted: 'teal', rejected: 'red', declined: 'red', cancelled: 'gray', expired: 'gray' } as const;

function InterviewLine({ interview }: { interview: Interview }) {
  const { t } = useTranslation('applications');
  const locale = useLocale();
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {interview.scheduledAt
            ? t('hiring.interviewOn', { date: formatDateTime(interview.scheduledAt, locale) })
            : t('hiring.interviewToChoose', { count: interview.slots.length })}
        </Text>
        <Badge color={TONES[interview.response]} variant="light">
          {t(`hiring.interviewStatus.${interview.response}`)}
        </Badge>
      </Group>
      {interview.place && <Text size="sm">{interview.place}</Text>}
      <Anchor component={Link} to={`/my/interview/${interview.id}`} size="sm">
        {interview.response === 'pending' ? t('hiring.answerInterview') : t('hiring.seeInterview')}
      </Anchor>
    </Stack>
  );
}

function OfferLine({ offer, applicationId }: { offer: Offer; applicationId: string }) {
  const { t } = useTranslation('applications');
  const locale = useLocale();
  const answer = useAnswerOffer(applicationId);
  const [declining, setDeclining] = useState(false);
  const form = useForm({ initialValues: { notes: '' }, validate: zodValidate(offerDecline) });
  const done = (message: string) => ({
    onSuccess: () => toast.success(message),
    onError: (error: unknown) => toast.error(failureMessage(error)),
  });
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('hiring.offerFrom', { date: formatDateTime(offer.createdAt, locale) })}
        </Text>
        <Badge color={TONES[offer.status]} variant="light">
          {t(`hiring.offerStatus.${offer.status}`)}
        </Badge>
      </Group>
      {offer.salary && <Text size="sm">{t('hiring.salary', { salary: offer.salary })}</Text>}
      {offer.startDate && <Text size="sm">{t('hiring.startDate', { date: offer.startDate.split('-').reverse().join('/') })}</Text>}
      {offer.message && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {offer.message}
        </Text>
      )}
      {offer.declineNotes && (
        <Text size="sm" c="dimmed">
          {t('hiring.yourReason', { notes: offer.declineNotes })}
        </Text>
      )}
      {offer.status === 'pending' && (
        <Group gap="xs">
          <Button
            size="xs"
            loading={answer.isPending}
            onClick={() => answer.mutate({ offerId: offer.id, accept: true }, done(t('hiring.accepted')))}
          >
            {t('hiring.accept')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setDeclining(true)}>
            {t('hiring.decline')}
          </Button>
        </Group>
      )}
      <Modal opened={declining} onClose={() => setDeclining(false)} title={t('hiring.declineTitle')} centered>
        <form
          onSubmit={form.onSubmit((values) =>
            answer.mutate(
              { offerId: offer.id, accept: false, notes: values.notes },
              {
                ...done(t('hiring.declined')),
                onSettled: () => setDeclining(false),
              },
            ),
          )}
        >
          <Stack>
            <Textarea label={t('hiring.declineNotes')} autosize minRows={3} withAsterisk {...form.getInputProps('notes')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeclining(false)}>
                {t('hiring.cancel')}
              </Button>
              <Button type="submit" color="red" loading={answer.isPending}>
                {t('hiring.decline')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}

/** The company's interview invites and offers for this application: answered here or on their own pages. */
export function HiringPanel({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('applications');
  const hiring = useQuery(applicationHiringQuery(applicationId));
  if (!hiring.data || (hiring.data.interviews.length === 0 && hiring.data.offers.length === 0)) return null;
  return (
    <SectionCard title={t('hiring.title')}>
      <Stack gap="md">
        {hiring.data.offers.map((offer) => (
          <OfferLine key={offer.id} offer={offer} applicationId={applicationId} />
        ))}
        {hiring.data.interviews.map((interview) => (
          <InterviewLine key={interview.id} interview={interview} />
        ))}
      </Stack>
    </SectionCard>
  );
}
