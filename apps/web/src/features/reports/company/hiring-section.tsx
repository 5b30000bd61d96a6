import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { PeriodQuery } from '@trilha/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useExportHiringReport } from '../api/export-hiring-report.ts';
import { hiringReportQuery } from '../api/get-hiring-report.ts';
import { HiringView } from './hiring-view.tsx';

/** The position the hiring analytics are about, kept in the address (?positionId) beside the period; none is all. */
function usePositionFilter() {
  const [params, setParams] = useSearchParams();
  const positionId = params.get('positionId') || undefined;
  const setPosition = (next: string | null) => {
    const search = new URLSearchParams(params);
    if (next) search.set('positionId', next);
    else search.delete('positionId');
    setParams(search, { replace: true });
  };
  return { positionId, setPosition };
}

/**
 * The reports screen's hiring part: the funnel, times, sources and steps of the period, for one position or all,
 * with its CSV. Its filter's choices are the positions with applications in the period that the reader may see.
 */
export function HiringSection({ company, period }: { company: string; period: PeriodQuery }) {
  const { t } = useTranslation('reports');
  const titleId = useId();
  const { positionId, setPosition } = usePositionFilter();
  const query = { ...period, ...(positionId && { positionId }) };
  const report = useQuery(hiringReportQuery(company, query));
  const exportCsv = useExportHiringReport(company);
  const download = () => exportCsv.mutate(query, { onError: (error) => toast.error(failureMessage(error)) });
  const choices = (report.data?.positions ?? []).map((position) => ({
    value: position.positionId,
    label: t('hiring.position.applications', { title: position.title, count: position.applications }),
  }));
  const empty = report.data && report.data.funnel[0]?.reached === 0 && report.data.stepDropOff.length === 0;
  return (
    <Stack component="section" aria-labelledby={titleId} gap="md" mt="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 16rem' }}>
          <Title order={2} size="h3" id={titleId}>
            {t('hiring.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {report.data && !report.data.allPositions ? `${t('hiring.subtitle')} ${t('hiring.linkedOnly')}` : t('hiring.subtitle')}
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={download}
          loading={exportCsv.isPending}
        >
          {t('hiring.export')}
        </Button>
      </Group>
      <Select
        label={t('hiring.position.label')}
        placeholder={t('hiring.position.all')}
        data={choices}
        value={positionId ?? null}
        onChange={setPosition}
        searchable
        clearable
        nothingFoundMessage={t('hiring.position.none')}
        maw={480}
        w="100%"
      />
      {report.isPending ? (
        <ListSkeleton rows={5} label={t('hiring.loading')} />
      ) : report.isError ? (
        <ErrorState message={failureMessage(report.error)} onRetry={() => report.refetch()} />
      ) : empty ? (
        <EmptyState compact illustration="search" title={t('hiring.empty')} description={t('hiring.emptyHint')} />
      ) : (
        <HiringView report={report.data} />
      )}
    </Stack>
  );
}
