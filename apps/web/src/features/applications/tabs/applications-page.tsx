import { Button, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { discoveryPathOf } from '../../../lib/discovery/discovery-kinds.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { LinkTabs } from '../../../lib/navigation/link-tabs.tsx';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { CardGrid } from '../../../lib/ui/card-grid.tsx';
import { PositionCard } from '../../../lib/ui/cards/position-card.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { CardGridSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { ApplicationInvitesPanel } from '../../application-invites/public.ts';
import { favoritePositionsQuery } from '../api/list-favorite-positions.ts';
import { ApplicationList } from '../shared/application-list.tsx';
import { applicationPaths } from '../shared/application-paths.ts';

/** The tabs of /my/applications and /p/:companyDomain/applications; a company's have open and closed. */
export type ApplicationsTab = 'under-analysis' | 'unfinished' | 'saved' | 'closed' | 'open';
const PERSONAL_TABS: ApplicationsTab[] = ['under-analysis', 'unfinished', 'saved', 'closed'];
const PORTAL_TABS: ApplicationsTab[] = ['unfinished', 'under-analysis', 'saved', 'closed'];
const COMPANY_TABS: ApplicationsTab[] = ['open', 'closed'];

/** My applications: one tab at a time, each application as a card with its steps, status and promised answer. */
export function ApplicationsPage({ tab }: { tab: ApplicationsTab }) {
  const { t } = useTranslation('applications');
  const workspace = useActiveWorkspace();
  const paths = applicationPaths(workspace);
  const { pathname } = useLocation();
  const portal = workspace.type !== 'individual' && workspace.type !== 'business';
  const aggregator = portal ? workspace.id : undefined;
  const title = workspace.type === 'individual' ? t('page.title') : t('page.companyTitle');
  usePageTitle(title, workspace.name);
  const tabs = workspace.type === 'individual' ? PERSONAL_TABS : workspace.type === 'business' ? COMPANY_TABS : PORTAL_TABS;
  const base = pathname.replace(/\/applications(\/.*)?$/, '/applications');
  const findPositions = (
    <Button component={Link} to={discoveryPathOf(workspace, 'positions')} variant="light">
      {t('empty.findPositions')}
    </Button>
  );
  const list = (listTab: 'under-analysis' | 'unfinished' | 'closed', pageParam?: string) => (
    <ApplicationList
      filter={{ tab: listTab, aggregator }}
      label={t(`tabs.${listTab}`)}
      applicationPath={paths.application}
      pageParam={pageParam}
      empty={{
        title: t(`empty.${listTab}.title`),
        description: t(`empty.${listTab}.description`),
        action: listTab === 'closed' ? undefined : findPositions,
      }}
    />
  );

  return (
    <Stack gap="md" py="sm">
      <PageHeader title={title} subtitle={t('page.subtitle')} />
      {workspace.type === 'individual' && <ApplicationInvitesPanel />}
      <LinkTabs
        label={t('tabs.label')}
        tabs={tabs.map((key) => ({
          key,
          to: workspace.type === 'business' && key === 'open' ? base : `${base}/${key}`,
          label: t(`tabs.${key}`),
          active: key === tab,
        }))}
      />
      {tab === 'saved' ? (
        <SavedPositions aggregator={aggregator} action={findPositions} />
      ) : tab === 'open' ? (
        <Stack gap="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('tabs.unfinished')}
            </Title>
            {list('unfinished', 'unfinished')}
          </Stack>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('tabs.under-analysis')}
            </Title>
            {list('under-analysis')}
          </Stack>
        </Stack>
      ) : (
        list(tab)
      )}
    </Stack>
  );
}

/** The saved tab: the favourite positions, each a way to apply. */
function SavedPositions({ aggregator, action }: { aggregator?: string; action: React.ReactNode }) {
  const { t } = useTranslation('applications');
  const workspace = useActiveWorkspace();
  const paths = applicationPaths(workspace);
  const saved = useQuery(favoritePositionsQuery(aggregator));
  if (saved.isPending) return <CardGridSkeleton cards={3} label={t('tabs.saved')} />;
  if (saved.isError) return <ErrorState message={failureMessage(saved.error)} onRetry={() => saved.refetch()} />;
  if (saved.data.items.length === 0)
    return (
      <EmptyState illustration="search" title={t('empty.saved.title')} description={t('empty.saved.description')} action={action} compact />
    );
  return (
    <CardGrid label={t('tabs.saved')}>
      {saved.data.items.map((item) => {
        const open = item.status === 'active';
        return (
          <PositionCard
            key={item.positionId}
            title={item.positionTitle}
            to={paths.position(item.positionId)}
            coverUrl={item.image}
            companyName={item.companyName}
            companyLogoUrl={item.logo}
            typeLabel={t('card.typeLabel')}
            status={open ? undefined : { tone: 'warning', label: t(item.status === 'paused' ? 'status.paused' : 'status.closed') }}
            actions={
              open ? (
                <Button component={Link} to={paths.position(item.positionId)} size="xs">
                  {t('card.apply')}
                </Button>
              ) : undefined
            }
          />
        );
      })}
    </CardGrid>
  );
}
