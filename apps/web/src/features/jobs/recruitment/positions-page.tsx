import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { POSITION_STATUSES, type PositionStatus, type RecruiterPositionItem } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { Pager } from '../../../lib/learning/pager.tsx';
import { LinkTabs } from '../../../lib/navigation/link-tabs.tsx';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { backTo } from '../../../lib/routing/back-target.ts';
import { CardGrid } from '../../../lib/ui/card-grid.tsx';
import { PositionCard } from '../../../lib/ui/cards/position-card.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { CardGridSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { companyPositionsQuery, RECRUITER_PAGE } from '../api/recruitment.ts';
import { usePositionWords } from '../shared/position-words.ts';
import { PositionActions } from './position-actions.tsx';
import { useRecruiterStatus } from './recruiter-status.ts';
import { recruitmentPaths } from './recruitment-paths.ts';

const TABS: PositionStatus[] = ['active', 'draft', 'paused', 'archived'];

/** The recruitment module's positions, one status per tab, with what the caller may do to each. */
export default function RecruitmentPositionsPage() {
  const { t } = useTranslation('jobs');
  const workspace = useActiveWorkspace();
  usePageTitle(t('recruitment.title'), workspace.name);
  const mayView = useCan('recruitment.positions.view');
  return (
    <Stack gap="md" py="sm">
      {mayView ? <PositionTabs /> : <EmptyState illustration="search" title={t('recruitment.forbidden')} titleOrder={1} />}
    </Stack>
  );
}

function PositionTabs() {
  const { t } = useTranslation(['jobs', 'pipeline']);
  const paths = recruitmentPaths(useActiveWorkspace());
  const [params, setParams] = useSearchParams();
  const mayCreate = useCan('recruitment.positions.manage');
  const seesDrafts = useCan('recruitment.drafts.manage');
  const seesAll = useCan('recruitment.positions.all');
  const seesBank = useCan('recruitment.candidates.manage');
  const asked = POSITION_STATUSES.find((value) => value === params.get('status')) ?? 'active';
  const status = asked === 'draft' && !seesDrafts ? 'active' : asked;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const positions = useQuery(companyPositionsQuery(status, page));
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
          (seesBank || createButton) && (
            <>
              {seesBank && (
                <Button component={Link} to={paths.bank} variant="default" leftSection={<IconUsers size={16} aria-hidden="true" />}>
                  {t('pipeline:positions.bank')}
                </Button>
              )}
              {createButton}
            </>
          )
        }
      />
      <LinkTabs
        label={t('recruitment.tabs')}
        tabs={TABS.filter((tab) => tab !== 'draft' || seesDrafts).map((tab) => ({
          key: tab,
          to: paths.tab(tab),
          label: t(`recruitment.tab.${tab}`),
          active: tab === status,
        }))}
      />
      {positions.isPending ? (
        <CardGridSkeleton label={t('recruitment.loading')} />
      ) : positions.isError ? (
        <ErrorState message={failureMessage(positions.error)} onRetry={() => positions.refetch()} />
      ) : positions.data.items.length === 0 ? (
        <EmptyState
          illustration="search"
          title={t(`recruitment.empty.${status}`)}
          description={seesAll ? undefined : t('recruitment.emptyLinked')}
          action={(status === 'active' || status === 'draft') && createButton}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('recruitment.count', { count: positions.data.total })}
          </Text>
          <CardGrid label={t(`recruitment.tab.${status}`)}>
            {positions.data.items.map((item) => (
              <RecruiterCard key={item.id} item={item} back={paths.tab(status, page)} />
            ))}
          </CardGrid>
          <Pager
            page={page}
            total={positions.data.total}
            limit={RECRUITER_PAGE}
            onChange={(next) => setParams({ status, page: String(next) })}
          />
        </>
      )}
    </>
  );
}

function RecruiterCard({ item, back }: { item: RecruiterPositionItem; back: string }) {
  const { t } = useTranslation(['jobs', 'pipeline']);
  const words = usePositionWords();
  const locale = useLocale();
  const paths = recruitmentPaths(useActiveWorkspace());
  const status = useRecruiterStatus(item);
  return (
    <PositionCard
      title={item.title}
      to={paths.edit(item.id)}
      companyName={item.department?.name ?? item.company.name}
      companyLogoUrl={item.company.avatarUrl}
      typeLabel={item.category.name}
      location={words.location(item)}
      remote={item.remote && item.location.city ? t('remote') : undefined}
      contract={words.contract(item)}
      salary={words.salary(item)}
      status={status}
      actions={
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            {item.code ? `${t('details.code', { code: item.code })} · ` : ''}
            {t('recruitment.updated', { date: formatDate(item.updatedAt, locale) })}
          </Text>
          {item.approvalStatus === 'rejected' && item.status === 'draft' && item.approvalNote && (
            <Text size="xs" c="red.9">
              {t('recruitment.rejectedNote', { note: item.approvalNote })}
            </Text>
          )}
          <PositionActions item={item} />
          {item.status !== 'draft' && (
            <Group gap="md">
              <Anchor
                component={Link}
                to={paths.candidates(item.id)}
                state={backTo(back)}
                size="xs"
                fw={600}
                aria-label={t('pipeline:positions.candidatesOf', { title: item.title })}
              >
                {t('pipeline:positions.candidates')}
              </Anchor>
              <Anchor component={Link} to={paths.published(item.id)} state={backTo(back)} size="xs">
                {t('recruitment.seePublished')}
              </Anchor>
            </Group>
          )}
        </Stack>
      }
    />
  );
}
