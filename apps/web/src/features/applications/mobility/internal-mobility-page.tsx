import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ApplicationTab } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { LinkTabs } from '../../../lib/navigation/link-tabs.tsx';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { CardGrid } from '../../../lib/ui/card-grid.tsx';
import { PositionCard } from '../../../lib/ui/cards/position-card.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { Pager } from '../../../lib/ui/pager.tsx';
import { CardGridSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { INTERNAL_POSITIONS_PAGE_SIZE, internalPositionsQuery } from '../api/list-internal-positions.ts';
import { ApplicationList } from '../shared/application-list.tsx';
import { applicationPaths } from '../shared/application-paths.ts';

/** The company's internal mobility tabs and the applications tab each one lists. */
export type MobilityTab = 'under-analysis' | 'incompleted' | 'finished';
const MOBILITY_TABS: Record<MobilityTab, ApplicationTab> = {
  'under-analysis': 'under-analysis',
  incompleted: 'unfinished',
  finished: 'closed',
};

/** The company's open internal positions, each leading to its page, where "Candidatar-se" starts the application. */
function InternalPositions() {
  const { t, i18n } = useTranslation('applications');
  const workspace = useActiveWorkspace();
  const paths = applicationPaths(workspace);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('positions')) || 1);
  const positions = useQuery(internalPositionsQuery(workspace.id, i18n.language, page));
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('mobility.positions')}
      </Title>
      {positions.isPending ? (
        <CardGridSkeleton cards={3} label={t('mobility.positions')} />
      ) : positions.isError ? (
        <ErrorState message={failureMessage(positions.error)} onRetry={() => positions.refetch()} />
      ) : positions.data.items.length === 0 ? (
        <EmptyState illustration="search" title={t('mobility.noPositions')} description={t('mobility.noPositionsHint')} compact />
      ) : (
        <>
          <CardGrid label={t('mobility.positions')}>
            {positions.data.items.map((item) => (
              <PositionCard
                key={item.id}
                title={item.title}
                to={paths.position(item.id)}
                companyName={item.company.name}
                companyLogoUrl={item.company.avatarUrl}
                typeLabel={t('card.internal')}
                location={item.location.city ? `${item.location.city}${item.location.state ? ` - ${item.location.state}` : ''}` : undefined}
              />
            ))}
          </CardGrid>
          <Pager
            page={page}
            total={positions.data.total}
            limit={INTERNAL_POSITIONS_PAGE_SIZE}
            onChange={(next) =>
              setParams((current) => {
                current.set('positions', String(next));
                return current;
              })
            }
          />
        </>
      )}
    </Stack>
  );
}

/**
 * Internal mobility for the company's members: their applications to the company's internal positions, one tab at a
 * time in a company (/c/:companyDomain/internal-mobility/:tab), all three in a portal, which has no sub-paths.
 */
export function InternalMobilityPage({ tab }: { tab: MobilityTab | null }) {
  const { t } = useTranslation('applications');
  const workspace = useActiveWorkspace();
  const paths = applicationPaths(workspace);
  const { pathname } = useLocation();
  usePageTitle(t('mobility.title'), workspace.name);
  const base = pathname.replace(/\/internal-mobility(\/.*)?$/, '/internal-mobility');
  const list = (key: MobilityTab, pageParam?: string) => (
    <ApplicationList
      filter={{ tab: MOBILITY_TABS[key], company: workspace.id }}
      label={t(`mobility.${key}`)}
      applicationPath={paths.application}
      pageParam={pageParam}
      empty={{ title: t('mobility.empty') }}
    />
  );
  return (
    <Stack gap="md" py="sm">
      <PageHeader title={t('mobility.title')} subtitle={t('mobility.subtitle')} />
      <InternalPositions />
      {tab ? (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('mobility.applications')}
          </Title>
          <LinkTabs
            label={t('mobility.tabsLabel')}
            tabs={(Object.keys(MOBILITY_TABS) as MobilityTab[]).map((key) => ({
              key,
              to: `${base}/${key}`,
              label: t(`mobility.${key}`),
              active: key === tab,
            }))}
          />
          {list(tab)}
        </Stack>
      ) : (
        (Object.keys(MOBILITY_TABS) as MobilityTab[]).map((key) => (
          <Stack gap="sm" key={key}>
            <Title order={2} size="h4">
              {t(`mobility.${key}`)}
            </Title>
            {list(key, key)}
          </Stack>
        ))
      )}
    </Stack>
  );
}
