import { Button, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { domainOf } from '../../../lib/workspace/workspace-paths.ts';
import { useExportCompanyReport } from '../api/export-company-report.ts';
import { companyReportQuery } from '../api/get-company-report.ts';
import { CareerView } from '../career/career-view.tsx';
import { dayLabel } from '../shared/period.ts';
import { PeriodFilter, usePeriod } from '../shared/period-filter.tsx';
import { HiringSection } from './hiring-section.tsx';
import { ReportCharts } from './report-charts.tsx';

/**
 * /c/:companyDomain/career and /reports (one screen) and /p/:companyDomain/reports: the company's
 * pipeline over a period and its hiring analytics, each with a CSV export. Who may not see the recruitment module sees their own career instead.
 */
export default function ReportsPage() {
  const { t } = useTranslation('reports');
  const workspace = useActiveWorkspace();
  const mayView = useCan('recruitment.positions.view');
  usePageTitle(mayView ? t('company.title') : t('career.title'), workspace.name);
  return (
    <Stack gap="md" py="sm">
      {mayView ? <CompanyReport /> : <CareerView />}
    </Stack>
  );
}

function CompanyReport() {
  const { t } = useTranslation('reports');
  const workspace = useActiveWorkspace();
  const company = domainOf(workspace);
  const locale = useLocale();
  const period = usePeriod();
  const report = useQuery(companyReportQuery(company, period.period));
  const exportCsv = useExportCompanyReport(company);
  const download = () => exportCsv.mutate(period.period, { onError: (error) => toast.error(failureMessage(error)) });
  return (
    <>
      <PageHeader
        title={t('company.title')}
        subtitle={
          report.data
            ? t('company.subtitle', { from: dayLabel(report.data.period.from, locale), to: dayLabel(report.data.period.to, locale) })
            : undefined
        }
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={download}
            loading={exportCsv.isPending}
          >
            {t('company.export')}
          </Button>
        }
      />
      <PeriodFilter {...period} onChange={period.setPeriod} />
      {report.isPending ? (
        <PageSkeleton label={t('company.loading')} />
      ) : report.isError ? (
        <ErrorState message={failureMessage(report.error)} onRetry={() => report.refetch()} />
      ) : report.data.totals.submitted === 0 && report.data.totals.completions === 0 ? (
        <EmptyState illustration="search" title={t('company.empty')} description={t('company.emptyHint')} />
      ) : (
        <ReportCharts report={report.data} />
      )}
      <HiringSection company={company} period={period.period} />
    </>
  );
}
