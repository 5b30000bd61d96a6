import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { type HiringReport, KNOWN_APPLICATION_SOURCES, type KnownApplicationSource } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { ChartPanel, Figures } from '../shared/chart-panel.tsx';
import { monthLabel } from '../shared/period.ts';

const isKnown = (source: string): source is KnownApplicationSource => (KNOWN_APPLICATION_SOURCES as readonly string[]).includes(source);

/** Number words of the reader's language: days with one decimal, shares as percentages. */
function useNumbers() {
  const locale = useLocale();
  const days = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return {
    days: (value: number | null) => (value === null ? '—' : days.format(value)),
    percent: (value: number) => share.format(value),
  };
}

/** The funnel as a list a screen reader reads in order: each stage, how many reached it, the share of the one before. */
function Funnel({ funnel }: { funnel: HiringReport['funnel'] }) {
  const { t } = useTranslation('reports');
  const numbers = useNumbers();
  const first = funnel[0]?.reached ?? 0;
  return (
    <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {funnel.map((row, index) => (
        <li key={row.stage} data-stage={row.stage}>
          <Group justify="space-between" gap="xs" mb={4} wrap="wrap">
            <Text fw={600}>{t(`stage.${row.stage}`)}</Text>
            <Text size="sm">
              {t('hiring.funnel.reached', { count: row.reached })}
              {index > 0 && ` · ${t('hiring.funnel.conversion', { percent: numbers.percent(row.conversion) })}`}
            </Text>
          </Group>
          <Progress value={first === 0 ? 0 : (row.reached / first) * 100} size="lg" radius="sm" color="teal" aria-hidden="true" />
        </li>
      ))}
    </Stack>
  );
}

/**
 * The hiring analytics of a period: headline numbers, the funnel, time to hire by month, time in each stage, the
 * sources and the steps of applying, each chart with its table.
 */
export function HiringView({ report }: { report: HiringReport }) {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  const numbers = useNumbers();
  const sourceName = (source: string) => (isKnown(source) ? t(`hiring.source.${source}`) : source);
  const hired = report.funnel.at(-1)?.reached ?? 0;
  const applied = report.funnel[0]?.reached ?? 0;
  const trend = report.timeToHireTrend.map((row) => ({ ...row, label: monthLabel(row.month, locale) }));
  const stays = report.timeInStageDays.map((row) => ({ stage: t(`stage.${row.stage}`), median: row.median }));
  const sources = report.sources.map((row) => ({ ...row, name: sourceName(row.source) }));
  const steps = report.stepDropOff.map((row) => ({ ...row, name: t(`hiring.step.${row.step}`) }));
  const median = t('hiring.columns.median');
  return (
    <Stack gap="md">
      <Figures
        items={[
          { label: t('hiring.figures.hired'), value: hired },
          { label: t('hiring.figures.median'), value: numbers.days(report.timeToHireDays.median) },
          { label: t('hiring.figures.p75'), value: numbers.days(report.timeToHireDays.p75) },
          { label: t('hiring.figures.conversion'), value: applied === 0 ? '—' : numbers.percent(hired / applied) },
        ]}
      />
      <ChartPanel
        title={t('hiring.funnel.title')}
        description={t('hiring.funnel.hint')}
        table={{
          columns: [t('hiring.columns.stage'), t('hiring.columns.reached'), t('hiring.columns.conversion')],
          rows: report.funnel.map((row) => [t(`stage.${row.stage}`), row.reached, numbers.percent(row.conversion)]),
        }}
      >
        <Funnel funnel={report.funnel} />
      </ChartPanel>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartPanel
          title={t('hiring.trend.title')}
          description={t('hiring.trend.hint')}
          table={{ columns: [t('columns.month'), median], rows: trend.map((row) => [row.label, numbers.days(row.median)]) }}
        >
          <LineChart
            h={240}
            data={trend}
            dataKey="label"
            connectNulls
            tickLine="y"
            unit={` ${t('company.daysUnit')}`}
            series={[{ name: 'median', label: median, color: 'teal.6' }]}
          />
        </ChartPanel>
        <ChartPanel
          title={t('hiring.stages.title')}
          description={t('hiring.stages.hint')}
          table={{ columns: [t('hiring.columns.stage'), median], rows: stays.map((row) => [row.stage, numbers.days(row.median)]) }}
        >
          <BarChart
            h={220}
            data={stays}
            dataKey="stage"
            orientation="vertical"
            yAxisProps={{ width: 90 }}
            tickLine="x"
            series={[{ name: 'median', label: median, color: 'orange.6' }]}
          />
        </ChartPanel>
      </SimpleGrid>
      <ChartPanel
        title={t('hiring.sources.title')}
        description={t('hiring.sources.hint')}
        table={{
          columns: [t('hiring.columns.source'), t('hiring.columns.applications'), t('hiring.columns.hires')],
          rows: sources.map((row) => [row.name, row.applications, row.hires]),
        }}
      >
        <BarChart
          h={Math.max(160, sources.length * 40)}
          data={sources}
          dataKey="name"
          orientation="vertical"
          yAxisProps={{ width: 130 }}
          tickLine="x"
          withLegend
          series={[
            { name: 'applications', label: t('hiring.columns.applications'), color: 'blue.6' },
            { name: 'hires', label: t('hiring.columns.hires'), color: 'teal.6' },
          ]}
        />
      </ChartPanel>
      {steps.length > 0 && (
        <ChartPanel
          title={t('hiring.steps.title')}
          description={t('hiring.steps.hint')}
          table={{
            columns: [t('hiring.columns.step'), t('hiring.columns.started'), t('hiring.columns.finished')],
            rows: steps.map((row) => [row.name, row.started, row.finished]),
          }}
        >
          <BarChart
            h={Math.max(160, steps.length * 48)}
            data={steps}
            dataKey="name"
            orientation="vertical"
            yAxisProps={{ width: 130 }}
            tickLine="x"
            withLegend
            series={[
              { name: 'started', label: t('hiring.columns.started'), color: 'blue.6' },
              { name: 'finished', label: t('hiring.columns.finished'), color: 'teal.6' },
            ]}
          />
        </ChartPanel>
      )}
    </Stack>
  );
}
