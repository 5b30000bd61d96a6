import { Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { JOB_ALERT_FREQUENCIES, type JobAlert, type JobAlertFrequency } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useDeleteJobAlert } from '../api/delete-job-alert.ts';
import { jobAlertsQuery } from '../api/list-job-alerts.ts';
import { useUpdateJobAlert } from '../api/update-job-alert.ts';

/** The account's list of job alerts: each one's search, its rhythm (editable) and a way to delete it. */
export function JobAlertsPanel() {
  const { t } = useTranslation('job-alerts');
  const alerts = useQuery(jobAlertsQuery());
  return (
    <SectionCard title={t('panel.title')} description={t('panel.description')}>
      {alerts.isPending ? (
        <ListSkeleton rows={2} label={t('panel.loading')} />
      ) : alerts.isError ? (
        <ErrorState message={failureMessage(alerts.error)} onRetry={() => alerts.refetch()} />
      ) : alerts.data.items.length === 0 ? (
        <Text size="sm" c="gray.8">
          {t('panel.empty')}{' '}
          <Anchor component={Link} to="/my/discovery/search?type=positions" underline="always">
            {t('panel.search')}
          </Anchor>
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('panel.title')}>
          {alerts.data.items.map((alert) => (
            <AlertRow key={alert.id} alert={alert} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

/** What an alert's filters ask, in words. */
function useFilterWords(alert: JobAlert): string[] {
  const { t } = useTranslation('job-alerts');
  const { filters } = alert;
  return [
    ...alert.cityNames,
    ...filters.locationStateList,
    ...(alert.nearName && filters.radiusKm ? [t('filters.near', { city: alert.nearName, km: filters.radiusKm })] : []),
    ...(filters.workTelecommute ? [t('filters.remote')] : []),
    ...(filters.showOnlyPositionsForDisabled ? [t('filters.pcd')] : []),
    ...(filters.salary > 0 ? [t('filters.salary', { salary: filters.salary.toLocaleString('pt-BR') })] : []),
    ...(filters.categoryList.length > 0 ? [t('filters.categories', { count: filters.categoryList.length })] : []),
    ...(filters.typeWork.length > 0 ? [t('filters.contracts', { count: filters.typeWork.length })] : []),
  ];
}

function AlertRow({ alert }: { alert: JobAlert }) {
  const { t } = useTranslation('job-alerts');
  const [query, setQuery] = useState(alert.query);
  const [frequency, setFrequency] = useState<JobAlertFrequency>(alert.frequency);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateJobAlert(alert.id);
  const remove = useDeleteJobAlert(alert.id);
  const words = useFilterWords(alert);
  const changed = query.trim() !== alert.query || frequency !== alert.frequency;
  const name = alert.query || t('panel.everything');
  const save = () =>
    update.mutate(
      {
        query,
        frequency,
        filters: {
          ...alert.filters,
          aggregator: alert.filters.aggregator ?? undefined,
          near: alert.filters.near ?? undefined,
          radiusKm: alert.filters.radiusKm ?? undefined,
        },
      },
      { onSuccess: () => toast.success(t('panel.saved')), onError: (error) => toast.error(failureMessage(error)) },
    );
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={name}>
      <Stack gap="xs">
        <Group gap="xs">
          {words.map((word) => (
            <Badge key={word} variant="light" color="gray" tt="none">
              {word}
            </Badge>
          ))}
          {words.length === 0 && (
            <Text size="xs" c="gray.7">
              {t('panel.noFilters')}
            </Text>
          )}
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput label={t('panel.query')} value={query} onChange={(event) => setQuery(event.currentTarget.value)} maxLength={120} />
          <NativeSelect
            label={t('frequency.label')}
            value={frequency}
            onChange={(event) => setFrequency(event.currentTarget.value as JobAlertFrequency)}
            data={JOB_ALERT_FREQUENCIES.map((value) => ({ value, label: t(`frequency.${value}`) }))}
          />
          <Button onClick={save} disabled={!changed} loading={update.isPending}>
            {t('panel.save')}
          </Button>
          <Button variant="subtle" color="red" onClick={() => setConfirming(true)} loading={remove.isPending}>
            {t('panel.delete')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('panel.deleteTitle')}
        confirmLabel={t('panel.delete')}
        confirmColor="red"
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => toast.success(t('panel.deleted')),
            onError: (error) => toast.error(failureMessage(error)),
          })
        }
      >
        <Text size="sm">{t('panel.deleteQuestion', { name })}</Text>
      </ConfirmDialog>
    </Paper>
  );
}

// The domain's translations: t() keys of its namespace are checked against the pt-BR file. (No routes.tsx: the domain
// has no screen of its own, and each domain's routes module is a preload entry in the first page's chunk.)
declare module '../../../lib/i18n/resources.ts' {
  interface Resources {
    'job-alerts': typeof import('../../../lib/i18n/locales/pt-BR/job-alerts.json');
  }
}
