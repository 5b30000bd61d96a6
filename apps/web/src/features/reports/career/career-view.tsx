import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Group, Stack, Text, Timeline } from '@mantine/core';
import { IconBook, IconBriefcase } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CareerApplication, CareerHistory, CareerOutcome } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { StatusBadge, type StatusTone } from '../../../lib/ui/badges.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { careerQuery } from '../api/get-career.ts';
import { ChartPanel, Figures } from '../shared/chart-panel.tsx';
import { dayLabel, monthLabel } from '../shared/period.ts';
import { PeriodFilter, usePeriod } from '../shared/period-filter.tsx';

const TONE: Record<CareerOutcome, StatusTone> = {
  in_progress: 'warning',
  under_analysis: 'info',
  hired: 'success',
  rejected: 'danger',
  closed: 'neutral',
  given_up: 'neutral',
};

/** The person's career: applications and learning over a period (/my/career). */
export function CareerView() {
  const { t } = useTranslation('reports');
  const period = usePeriod();
  const career = useQuery(careerQuery(period.period));
  return (
    <>
      <PageHeader title={t('career.title')} subtitle={t('career.subtitle')} />
      <PeriodFilter {...period} onChange={period.setPeriod} />
      {career.isPending ? (
        <PageSkeleton label={t('career.loading')} />
      ) : career.isError ? (
        <ErrorState message={failureMessage(career.error)} onRetry={() => career.refetch()} />
      ) : career.data.applications.length === 0 && career.data.learning.items.length === 0 ? (
        <EmptyState illustration="search" title={t('career.empty')} description={t('career.emptyHint')} />
      ) : (
        <CareerContent career={career.data} />
      )}
    </>
  );
}

function CareerContent({ career }: { career: CareerHistory }) {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  const months = career.months.map((m) => ({ ...m, label: monthLabel(m.month, locale) }));
  const count = (outcome: CareerOutcome) => career.statuses.find((s) => s.outcome === outcome)?.count ?? 0;
  return (
    <Stack gap="md">
      <Figures
        items={[
          { label: t('career.figures.applications'), value: career.statuses.reduce((sum, s) => sum + s.count, 0) },
          { label: t('career.figures.underAnalysis'), value: count('under_analysis') },
          { label: t('career.figures.hired'), value: count('hired') },
          { label: t('career.figures.contents'), value: career.learning.contentsFinished },
          { label: t('career.figures.pathways'), value: career.learning.pathwaysFinished },
        ]}
      />
      <ChartPanel
        title={t('career.chart')}
        table={{
          columns: [t('columns.month'), t('columns.applications'), t('columns.closed'), t('columns.contents'), t('columns.pathways')],
          rows: months.map((m) => [m.label, m.applications, m.closed, m.contentsFinished, m.pathwaysFinished]),
        }}
      >
        <BarChart
          h={240}
          data={months}
          dataKey="label"
          withLegend
          tickLine="y"
          series={[
            { name: 'applications', label: t('columns.applications'), color: 'blue.6' },
            { name: 'contentsFinished', label: t('columns.contents'), color: 'teal.6' },
            { name: 'pathwaysFinished', label: t('columns.pathways'), color: 'grape.6' },
          ]}
        />
      </ChartPanel>
      <SectionCard title={t('career.timeline')}>
        {career.applications.length === 0 ? (
          <EmptyState compact illustration="search" title={t('career.noApplications')} />
        ) : (
          <Timeline bulletSize={24} lineWidth={2} active={career.applications.length}>
            {career.applications.map((item) => (
              <Timeline.Item key={item.id} bullet={<IconBriefcase size={14} aria-hidden="true" />} title={<ApplicationTitle item={item} />}>
                <Text size="sm" c="gray.7">
                  {item.company.name}
                </Text>
                <Text size="xs" c="gray.7">
                  {[
                    t('career.started', { date: dayLabel(item.startedAt.slice(0, 10), locale) }),
                    item.submittedAt && t('career.submitted', { date: dayLabel(item.submittedAt.slice(0, 10), locale) }),
                    item.closedAt && t('career.closed', { date: dayLabel(item.closedAt.slice(0, 10), locale) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </SectionCard>
      <SectionCard title={t('career.learning')}>
        {career.learning.items.length === 0 ? (
          <EmptyState compact title={t('career.noLearning')} />
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {career.learning.items.map((item) => (
              <Group key={`${item.kind}:${item.id}`} component="li" gap="xs" wrap="nowrap" align="flex-start">
                <IconBook size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.title}
                  </Text>
                  <Group gap="xs" wrap="wrap">
                    <StatusBadge tone={item.state === 'conclusion' ? 'success' : 'info'} label={t(`career.state.${item.state}`)} />
                    <Text size="xs" c="gray.7">
                      {t(`career.kind.${item.kind}`)} · {dayLabel(item.at.slice(0, 10), locale)}
                    </Text>
                  </Group>
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}

function ApplicationTitle({ item }: { item: CareerApplication }) {
  const { t } = useTranslation('reports');
  return (
    <Group gap="xs" wrap="wrap">
      <Text fw={600} size="sm">
        {item.positionTitle}
      </Text>
      <StatusBadge tone={TONE[item.outcome]} label={t(`outcome.${item.outcome}`)} />
    </Group>
  );
}
