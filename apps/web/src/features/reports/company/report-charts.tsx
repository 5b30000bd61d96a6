import '@mantine/charts/styles.css';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid, Stack } from '@mantine/core';
import type { CompanyReport } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { ChartPanel, Figures } from '../shared/chart-panel.tsx';
import { monthLabel } from '../shared/period.ts';

const days = (value: number | null, locale: string) =>
  value === null ? '—' : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);

/** The company report's figures and charts (applications, answers, stages, positions, learning), each with its table. */
export function ReportCharts({ report }: { report: CompanyReport }) {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  const months = report.months.map((m) => ({ ...m, label: monthLabel(m.month, locale) }));
  const monthColumn = t('columns.month');
  return (
    <Stack gap="md">
      <Figures
        items={[
          { label: t('company.figures.submitted'), value: report.totals.submitted },
          { label: t('company.figures.hired'), value: report.totals.hired },
          { label: t('company.figures.averageDays'), value: days(report.answer.averageDays, locale) },
          { label: t('company.figures.medianDays'), value: days(report.answer.medianDays, locale) },
          { label: t('company.figures.completions'), value: report.totals.completions },
        ]}
      />
      <ChartPanel
        title={t('company.charts.applications')}
        description={t('company.charts.applicationsHint')}
        table={{
          columns: [monthColumn, t('columns.submitted'), t('columns.hired'), t('columns.rejected')],
          rows: months.map((m) => [m.label, m.submitted, m.hired, m.rejected]),
        }}
      >
        <BarChart
          h={280}
          data={months}
          dataKey="label"
          withLegend
          tickLine="y"
          series={[
            { name: 'submitted', label: t('columns.submitted'), color: 'blue.6' },
            { name: 'hired', label: t('columns.hired'), color: 'teal.6' },
            { name: 'rejected', label: t('columns.rejected'), color: 'gray.5' },
          ]}
        />
      </ChartPanel>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartPanel
          title={t('company.charts.answer')}
          description={t('company.charts.answerHint', {
            answered: report.answer.answered,
            waiting: report.answer.waiting,
          })}
          table={{
            columns: [monthColumn, t('columns.averageDays')],
            rows: months.map((m) => [m.label, days(m.averageDaysToAnswer, locale)]),
          }}
        >
          <LineChart
            h={240}
            data={months}
            dataKey="label"
            connectNulls
            tickLine="y"
            unit={` ${t('company.daysUnit')}`}
            series={[{ name: 'averageDaysToAnswer', label: t('columns.averageDays'), color: 'orange.6' }]}
          />
        </ChartPanel>
        <ChartPanel
          title={t('company.charts.stages')}
          description={t('company.charts.stagesHint')}
          table={{
            columns: [t('columns.stage'), t('columns.count')],
            rows: report.stages.map((s) => [t(`stage.${s.stage}`), s.count]),
          }}
        >
          <BarChart
            h={240}
            data={report.stages.map((s) => ({ stage: t(`stage.${s.stage}`), count: s.count }))}
            dataKey="stage"
            orientation="vertical"
            yAxisProps={{ width: 90 }}
            tickLine="x"
            series={[{ name: 'count', label: t('columns.count'), color: 'violet.6' }]}
          />
        </ChartPanel>
      </SimpleGrid>
      <ChartPanel
        title={t('company.charts.positions')}
        description={report.allPositions ? undefined : t('company.linkedOnly')}
        table={{
          columns: [t('columns.position'), t('columns.submitted'), t('columns.hired')],
          rows: report.positions.map((p) => [p.title, p.submitted, p.hired]),
        }}
      >
        <BarChart
          h={Math.max(160, report.positions.length * 36)}
          data={report.positions.map((p) => ({ ...p, short: p.title.length > 26 ? `${p.title.slice(0, 25)}…` : p.title }))}
          dataKey="short"
          orientation="vertical"
          yAxisProps={{ width: 170 }}
          tickLine="x"
          series={[
            { name: 'submitted', label: t('columns.submitted'), color: 'blue.6' },
            { name: 'hired', label: t('columns.hired'), color: 'teal.6' },
          ]}
        />
      </ChartPanel>
      <ChartPanel
        title={t('company.charts.learning')}
        description={t('company.charts.learningHint')}
        table={{ columns: [monthColumn, t('columns.completions')], rows: months.map((m) => [m.label, m.completions]) }}
      >
        <AreaChart
          h={220}
          data={months}
          dataKey="label"
          tickLine="y"
          curveType="monotone"
          series={[{ name: 'completions', label: t('columns.completions'), color: 'grape.6' }]}
        />
      </ChartPanel>
    </Stack>
  );
}
