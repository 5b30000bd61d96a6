import { ActionIcon, Button, Group, Input, NumberInput, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type InterviewForm, interviewForm, MAX_INTERVIEW_SLOTS, MIN_INTERVIEW_SLOTS, resolveLanguage } from '@trilha/contract';
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
  /** one time set by the recruiter, or times offered for the candidate to pick */
  mode: 'one' | 'slots';
  /** the browser's datetime-local value, in the recruiter's time zone */
  scheduledAt: string;
  slots: string[];
  durationMinutes: number | string;
  place: string;
  link: string;
  message: string;
}

const INITIAL: Values = {
  mode: 'one',
  scheduledAt: '',
  slots: ['', '', ''],
  durationMinutes: 60,
  place: '',
  link: '',
  message: '',
};

/** A datetime-local value as an ISO instant ('' when unreadable, which the contract refuses). */
function instant(value: string): string {
  const when = value ? new Date(value) : null;
  return when && !Number.isNaN(when.getTime()) ? when.toISOString() : '';
}

/** The form's values as the API takes them: local dates and times as ISO instants, empty texts as null. */
function toBody(values: Values): InterviewForm {
  const one = values.mode === 'one';
  return {
    scheduledAt: one ? instant(values.scheduledAt) : null,
    slots: one ? [] : values.slots.filter((slot) => slot !== '').map(instant),
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
  if (values.mode === 'one' && !values.scheduledAt) errors.scheduledAt = fieldMessage('required', resolveLanguage(i18next.language));
  return errors;
}

/** The times offered to the candidate: one field each, added and removed within the contract's two to ten. */
function SlotFields({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useTranslation('hiring');
  const slots = form.values.slots;
  return (
    <Input.Wrapper
      label={t('recruiter.interview.slots')}
      description={t('recruiter.interview.slotsHint')}
      error={form.errors.slots}
      withAsterisk
    >
      <Stack gap="xs" mt="xs">
        {slots.map((slot, index) => (
          // the fields have no identity but their place: removing one shifts the rest, as the recruiter sees
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              type="datetime-local"
              aria-label={t('recruiter.interview.slot', { number: index + 1 })}
              style={{ flex: 1 }}
              value={slot}
              error={form.errors[`slots.${index}`]}
              onChange={(event) => form.setFieldValue(`slots.${index}`, event.currentTarget.value)}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('recruiter.interview.removeSlot', { number: index + 1 })}
              disabled={slots.length <= MIN_INTERVIEW_SLOTS}
              onClick={() => form.removeListItem('slots', index)}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button variant="light" size="xs" disabled={slots.length >= MAX_INTERVIEW_SLOTS} onClick={() => form.insertListItem('slots', '')}>
            {t('recruiter.interview.addSlot')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
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
      summary: item.scheduledAt ? formatDateTime(item.scheduledAt, locale) : t('recruiter.interview.offered', { count: item.slots.length }),
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
      <SegmentedControl
        aria-label={t('recruiter.interview.mode')}
        data={[
          { value: 'one', label: t('recruiter.interview.modeOne') },
          { value: 'slots', label: t('recruiter.interview.modeSlots') },
        ]}
        {...form.getInputProps('mode')}
      />
      <Group grow align="flex-start" wrap="wrap">
        {form.values.mode === 'one' && (
          <TextInput
            type="datetime-local"
            label={t('recruiter.interview.scheduledAt')}
            required
            data-autofocus
            miw={200}
            {...form.getInputProps('scheduledAt')}
          />
        )}
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
      {form.values.mode === 'slots' && <SlotFields form={form} />}
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
