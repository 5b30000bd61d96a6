import { Button, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar, IconPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { PositionStatus } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { LinkTabs } from '../../../lib/navigation/link-tabs.tsx';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { CardGrid } from '../../../lib/ui/card-grid.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { Pager } from '../../../lib/ui/pager.tsx';
import { CardGridSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { EmailConfirmationNotice } from '../../identity/public.ts';
import { companyPositionsQuery, RECRUITER_PAGE } from '../api/list-company-positions.ts';
import { RecruiterCard } from './recruiter-card.tsx';
import { recruitmentPaths } from './recruitment-paths.ts';
import { WorklistFilterBar } from './worklist-filter-bar.tsx';
import { isFiltered, readWorklistFilters, type WorklistFilters, worklistSearch } from './worklist-filters.ts';
import { WorklistTable } from './worklist-table.tsx';

const TABS: PositionStatus[] = ['active', 'draft', 'paused', 'archived'];

/** The recruiters' worklist: the company's positions, one status per tab, found and filtered, a table on a wide screen. */
export default function RecruitmentPositionsPage() {
  const { t } = useTranslation('positions');
  const workspace = useActiveWorkspace();
  usePageTitle(t('recruitment.title'), workspace.name);
  const mayView = useCan('recruitment.positions.view');
  return (
    <Stack gap="md" py="sm">
      <EmailConfirmationNotice workspace={workspace} />
      {mayView ? <PositionTabs /> : <EmptyState illustration="search" title={t('recruitment.forbidden')} titleOrder={1} />}
    </Stack>
  );
}

function PositionTabs() {
  const { t } = useTranslation(['positions', 'hiring']);
  const workspace = useActiveWorkspace();
  const paths = recruitmentPaths(workspace);
  const [params, setParams] = useSearchParams();
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const mayCreate = useCan('recruitment.positions.manage');
  const seesDrafts = useCan('recruitment.drafts.manage');
  const seesAll = useCan('recruitment.positions.all');
  const seesBank = useCan('recruitment.candidates.manage');
  const asked = readWorklistFilters(params);
  const filters: WorklistFilters = asked.status === 'draft' && !seesDrafts ? { ...asked, status: 'active' } : asked;
  const { status, page } = filters;
  const positions = useQuery(companyPositionsQuery(filters));
  const setFilters = (next: WorklistFilters) => setParams(worklistSearch(next));
  const here = `${paths.list}?${worklistSearch(filters)}`;
  const createButton = mayCreate && (
    <Button component={Link} to={paths.create} leftSection={<IconPlus size={16} aria-hidden="true" />}>
      {t('recruitment.new')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('recruitment.title')}
        subtitle={seesAll ? t('recruitment.subtitle') : t('recruitment.subtitleLinked')}
        actions={
          <>
            <Button component={Link} to={paths.interviews} variant="default" leftSection={<IconCalendar size={16} aria-hidden="true" />}>
              {t('hiring:calendar.link')}
            </Button>
            {seesBank && (
              <Button component={Link} to={paths.bank} variant="default" leftSection={<IconUsers size={16} aria-hidden="true" />}>
                {t('hiring:positions.bank')}
              </Button>
            )}
            {createButton}
          </>
        }
      />
      <LinkTabs
        label={t('recruitment.tabs')}
        // on a phone the four tabs fit one line only compact ('Encerradas' wrapped alone to a second one)
        size={wide ? undefined : 'compact-sm'}
        gap={wide ? 'xs' : 4}
        tabs={TABS.filter((tab) => tab !== 'draft' || seesDrafts).map((tab) => ({
          key: tab,
          to: `${paths.list}?${worklistSearch({ ...filters, status: tab, page: 1 })}`,
          label: t(`recruitment.tab.${tab}`),
          active: tab === status,
        }))}
      />
      <WorklistFilterBar filters={filters} facets={positions.data?.facets} onChange={setFilters} />
      {positions.isPending ? (
        <CardGridSkeleton label={t('recruitment.loading')} />
      ) : positions.isError ? (
        <ErrorState message={failureMessage(positions.error)} onRetry={() => positions.refetch()} />
      ) : positions.data.items.length === 0 ? (
        isFiltered(filters) ? (
          <EmptyState
            illustration="search"
            title={t('recruitment.worklist.noneFound')}
            description={t('recruitment.worklist.noneFoundHint')}
          />
        ) : (
          <EmptyState
            illustration="search"
            title={t(`recruitment.empty.${status}`)}
            description={seesAll ? undefined : t('recruitment.emptyLinked')}
            action={(status === 'active' || status === 'draft') && createButton}
          />
        )
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('recruitment.count', { count: positions.data.total })}
          </Text>
          {wide ? (
            <WorklistTable
              items={positions.data.items}
              label={t(`recruitment.tab.${status}`)}
              back={here}
              sort={filters.sort}
              onSort={(sort) => setFilters({ ...filters, sort, page: 1 })}
            />
          ) : (
            <CardGrid label={t(`recruitment.tab.${status}`)}>
              {positions.data.items.map((item) => (
                <RecruiterCard key={item.id} item={item} back={here} />
              ))}
            </CardGrid>
          )}
          <Pager
            page={page}
            total={positions.data.total}
            limit={RECRUITER_PAGE}
            onChange={(next) => setFilters({ ...filters, page: next })}
          />
        </>
      )}
    </>
  );
}
