import { Badge, Button, Group, List, Modal, NumberInput, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type InterviewForm, interviewForm, resolveLanguage } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format/format-date.ts';
import { useLocale } from '../../../../lib/format/use-locale.ts';
import { apiFieldErrors } from '../../../../lib/forms/api-field-errors.ts';
import { fieldMessage } from '../../../../lib/forms/field-rules.ts';
import { failureMessage, hasFieldErrors } from '../../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../../lib/forms/zod-validate.ts';
import { i18next } from '../../../../lib/i18n/i18n.ts';
import { NoticeAlert } from '../../../../lib/ui/notice-alert.tsx';
import { toast } from '../../../../lib/ui/toast.ts';
import { applicationHiringQuery, useCancelInterview, useCreateInterview } from '../../api/hiring.ts';
import { WithdrawButton } from './withdraw-button.tsx';

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
  const cancel = useCancelInterview(applicationId);
  const items = query.data?.interviews ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('recruiter.interview.past')}
      </Title>
      <List spacing="xs" listStyleType="none" p={0}>
        {items.map((item) => (
          <List.Item key={item.id}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm">{formatDateTime(item.scheduledAt, locale)}</Text>
              <Badge variant="light" color={RESPONSE_COLORS[item.response]}>
                {t(`recruiter.interview.responses.${item.response}`)}
              </Badge>
              {(item.response === 'pending' || item.response === 'accepted') && (
                <WithdrawButton
                  label={t('recruiter.withdraw.interview')}
                  question={t('recruiter.withdraw.interviewQuestion')}
                  pending={cancel.isPending && cancel.variables === item.id}
                  onConfirm={() =>
                    cancel.mutate(item.id, {
                      onSuccess: () => toast.success(t('recruiter.withdraw.interviewDone')),
                      onError: (error) => toast.error(failureMessage(error)),
                    })
                  }
                />
              )}
            </Group>
            {item.notes && (
              <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {item.notes}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The recruiter invites the candidate to an interview: date and time, a place or a link, a message. */
export function InterviewDialog({ applicationId, opened, onClose }: Props) {
  const { t } = useTranslation('hiring');
  const create = useCreateInterview(applicationId);
  const form = useForm<Values>({ initialValues: INITIAL, validate });
  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    create.mutate(toBody(values), {
      onSuccess: () => {
        toast.success(t('recruiter.interview.sent'));
        close();
      },
      onError: (error) => form.setErrors(apiFieldErrors(error)),
    }),
  );
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('recruiter.interview.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('recruiter.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="gray.7">
            {t('recruiter.interview.description')}
          </Text>
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
          {create.error && !hasFieldErrors(create.error) && <NoticeAlert tone="error">{failureMessage(create.error)}</NoticeAlert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('recruiter.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('recruiter.interview.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack mt="md">
        <PastInterviews applicationId={applicationId} />
      </Stack>
    </Modal>
  );
}
