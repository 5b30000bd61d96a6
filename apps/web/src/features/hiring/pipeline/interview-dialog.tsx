import { Group, NumberInput, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type InterviewForm, interviewForm, resolveLanguage } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { fieldMessage } from '../../../lib/forms/field-rules.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { i18next } from '../../../lib/i18n/i18n.ts';
import { useCancelInterview } from '../api/cancel-interview.ts';
import { useCreateInterview } from '../api/create-interview.ts';
import { applicationHiringQuery } from '../api/get-application-hiring.ts';
import { SendDialog } from './send-dialog.tsx';
import { type SentItem, SentList } from './sent-list.tsx';

interface Props {
  applicationId: string;
  opened: boolean;
  onClose: () => void;
}

interface Values {
  /** the browser's datetime-local value, in the recruiter's time zone */
  scheduledAt: string;
  durationMinutes: number | string;
  place: string;
  link: string;
  message: string;
}

const INITIAL: Values = { scheduledAt: '', durationMinutes: 60, place: '', link: '', message: '' };

/** The form's values as the API takes them: the local date and time as an ISO instant, empty texts as null. */
function toBody(values: Values): InterviewForm {
  const when = values.scheduledAt ? new Date(values.scheduledAt) : null;
  return {
    scheduledAt: when && !Number.isNaN(when.getTime()) ? when.toISOString() : '',
    durationMinutes: typeof values.durationMinutes === 'number' ? values.durationMinutes : Number.NaN,
    place: values.place.trim() || null,
    link: values.link.trim() || null,
    message: values.message.trim() || null,
  };
}

const validateForm = zodValidate(interviewForm);
/** The contract's rules, with an empty date said as required rather than invalid. */
function validate(values: Values): Record<string, string> {
  const errors = validateForm(toBody(values));
  if (!values.scheduledAt) errors.scheduledAt = fieldMessage('required', resolveLanguage(i18next.language));
  return errors;
}

const RESPONSE_COLORS = { pending: 'blue', accepted: 'teal', rejected: 'red', cancelled: 'gray' } as const;

/** The invites already sent for the application, with the candidate's answers and notes. */
function PastInterviews({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('hiring');
  const locale = useLocale();
  const query = useQuery(applicationHiringQuery(applicationId));
  const withdraw = useCancelInterview(applicationId);
  const items = (query.data?.interviews ?? []).map(
    (item): SentItem => ({
      id: item.id,
      summary: formatDateTime(item.scheduledAt, locale),
      state: { label: t(`recruiter.interview.responses.${item.response}`), color: RESPONSE_COLORS[item.response] },
      withdrawable: item.response === 'pending' || item.response === 'accepted',
      notes: item.notes,
    }),
  );
  return (
    <SentList
      title={t('recruiter.interview.past')}
      items={items}
      withdraw={withdraw}
      words={{
        label: t('recruiter.withdraw.interview'),
        question: t('recruiter.withdraw.interviewQuestion'),
        done: t('recruiter.withdraw.interviewDone'),
      }}
    />
  );
}

/** The recruiter invites the candidate to an interview: date and time, a place or a link, a message. */
export function InterviewDialog({ applicationId, opened, onClose }: Props) {
  const { t } = useTranslation('hiring');
  const send = useCreateInterview(applicationId);
  const form = useForm<Values>({ initialValues: INITIAL, validate });
  return (
    <SendDialog
      opened={opened}
      onClose={onClose}
      form={form}
      send={send}
      toBody={toBody}
      words={{
        title: t('recruiter.interview.title'),
        description: t('recruiter.interview.description'),
        submit: t('recruiter.interview.submit'),
        sent: t('recruiter.interview.sent'),
      }}
      past={<PastInterviews applicationId={applicationId} />}
    >
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          type="datetime-local"
          label={t('recruiter.interview.scheduledAt')}
          required
          data-autofocus
          miw={200}
          {...form.getInputProps('scheduledAt')}
        />
        <NumberInput
          label={t('recruiter.interview.durationMinutes')}
          min={5}
          max={600}
          step={15}
          allowDecimal={false}
          miw={140}
          {...form.getInputProps('durationMinutes')}
        />
      </Group>
      <TextInput
        label={t('recruiter.interview.place')}
        description={t('recruiter.interview.placeHint')}
        maxLength={300}
        {...form.getInputProps('place')}
      />
      <TextInput
        type="url"
        label={t('recruiter.interview.link')}
        description={t('recruiter.interview.linkHint')}
        placeholder="https://"
        maxLength={1000}
        {...form.getInputProps('link')}
      />
      <Textarea
        label={t('recruiter.interview.message')}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={2000}
        {...form.getInputProps('message')}
      />
    </SendDialog>
  );
}
