import { Button, Group, NativeSelect, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type CommunicationDetails, type CommunicationSettings, communicationSettings, SUMMARY_PERIODS } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date.ts';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { useLeaveGuard } from '../../../lib/forms/leave-guard.tsx';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { JobAlertsPanel } from '../../job-alerts/public.ts';
import { communicationQuery } from '../api/get-communication.ts';
import { useSaveCommunication } from '../api/save-communication.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
type Weekday = (typeof WEEKDAYS)[number];
const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** /account/communication: how often the e-mail summary comes (daily, weekly, monthly, never; 08:00 daily by default). */
export default function CommunicationPage() {
  const { t } = useTranslation('communication');
  const details = useQuery(communicationQuery());
  return (
    <Stack gap="md">
      <PageHeader order={2} title={t('title')} subtitle={t('subtitle')} />
      {details.isPending ? (
        <ListSkeleton rows={3} label={t('loading')} />
      ) : details.isError ? (
        <ErrorState message={failureMessage(details.error)} onRetry={() => details.refetch()} />
      ) : (
        <SummaryForm details={details.data} />
      )}
      <JobAlertsPanel />
    </Stack>
  );
}

function SummaryForm({ details }: { details: CommunicationDetails }) {
  const { t } = useTranslation('communication');
  const user = useSessionUser();
  const form = useForm<CommunicationSettings>({ initialValues: details.settings, validate: zodValidate(communicationSettings) });
  const save = useSaveCommunication();
  const leaveGuard = useLeaveGuard(form.isDirty());
  const values = form.getValues();
  const submit = form.onSubmit((settings) =>
    save.mutate(settings, {
      onSuccess: (saved) => {
        form.setInitialValues(saved.settings);
        form.setValues(saved.settings);
        toast.success(t('saved'));
      },
      onError: (error) => {
        form.setErrors(apiFieldErrors(error));
        toast.error(failureMessage(error));
      },
    }),
  );
  const number = (path: 'hour' | 'weekday' | 'dayOfMonth') => ({
    ...form.getInputProps(path),
    value: String(values[path] ?? ''),
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) =>
      form.setFieldValue(path, event.currentTarget.value === '' ? null : Number(event.currentTarget.value)),
  });
  const preview =
    values.period === 'never'
      ? t('preview.never')
      : t(`preview.${values.period}`, {
          hour: hh(values.hour),
          weekday: t(`weekdays.${(values.weekday ?? 1) as Weekday}`),
          day: values.dayOfMonth ?? 1,
        });

  return (
    <form onSubmit={submit} noValidate>
      <SectionCard title={t('summary.title')} description={t('summary.description')}>
        <Radio.Group
          label={t('summary.period')}
          {...form.getInputProps('period')}
          onChange={(value) => {
            form.setFieldValue('period', value as CommunicationSettings['period']);
            if (value === 'weekly' && values.weekday === null) form.setFieldValue('weekday', 1);
            if (value === 'monthly' && values.dayOfMonth === null) form.setFieldValue('dayOfMonth', 1);
          }}
        >
          <Group gap="lg" mt="xs">
            {SUMMARY_PERIODS.map((period) => (
              <Radio key={period} value={period} label={t(`periods.${period}`)} />
            ))}
          </Group>
        </Radio.Group>
        {values.period !== 'never' && (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {values.period === 'weekly' && (
              <NativeSelect
                label={t('summary.weekday')}
                data={WEEKDAYS.map((day) => ({ value: String(day), label: t(`weekdays.${day}`) }))}
                {...number('weekday')}
              />
            )}
            {values.period === 'monthly' && (
              <NativeSelect
                label={t('summary.dayOfMonth')}
                description={t('summary.dayOfMonthHint')}
                data={DAYS.map((day) => ({ value: String(day), label: String(day) }))}
                {...number('dayOfMonth')}
              />
            )}
            <NativeSelect
              label={t('summary.hour')}
              data={HOURS.map((hour) => ({ value: String(hour), label: hh(hour) }))}
              {...number('hour')}
            />
          </SimpleGrid>
        )}
        <Text size="sm" c="gray.8" aria-live="polite" data-testid="summary-preview">
          {preview}
        </Text>
        {details.nextSummaryAt && !form.isDirty() && (
          <Text size="sm" c="gray.7">
            {t('next', { when: formatDateTime(details.nextSummaryAt, user.locale, details.timeZone) })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            {t('save')}
          </Button>
        </Group>
      </SectionCard>
      {leaveGuard}
    </form>
  );
}
