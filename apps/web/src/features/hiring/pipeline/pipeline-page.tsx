import { Badge, Button, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMailForward, IconUsers } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PIPELINE_STAGES, type PipelineStage } from '@trilha/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { LinkTabs } from '../../../lib/navigation/link-tabs.tsx';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { InviteCandidatesDialog } from '../../application-invites/public.ts';
import { companyPositionQuery, recruitmentPaths } from '../../positions/public.ts';
import { type CandidateListQuery, pipelineCountsQuery, stageCandidatesQuery } from '../api/list-position-candidates.ts';
import { BulkActionBar, BulkSelectionProvider, SelectCandidate, SelectPage } from './bulk-selection.tsx';
import { CandidateCard } from './candidate-card.tsx';
import { CandidateFilterBar } from './candidate-filter-bar.tsx';
import { candidateQuery, isNarrowed, readCandidateFilters, writeCandidateFilters } from './candidate-filters.ts';
import { templatesPath } from './templates-path.ts';

type Counts = Partial<Record<PipelineStage, number>>;

/**
 * A position's pipeline: its candidates by stage (Novos, Triagem, Entrevista, Proposta, Contratados, Reprovados),
 * a board of columns on a wide screen and one stage per tab on a phone; each card opens the candidate's page.
 */
export default function PipelinePage() {
  const { t } = useTranslation('hiring');
  const workspace = useActiveWorkspace();
  const positionId = useParams().positionId ?? '';
  const mayView = useCan('recruitment.positions.view');
  const position = useQuery({ ...companyPositionQuery(positionId), enabled: mayView });
  usePageTitle(t('board.title'), position.data?.title, workspace.name);
  if (!mayView) return <EmptyState illustration="people" title={t('board.forbidden')} titleOrder={1} />;
  return (
    <BulkSelectionProvider>
      <Stack gap="md" py="sm">
        <PipelineHeader positionId={positionId} title={position.data?.title} />
        <BulkActionBar positionId={positionId} positionTitle={position.data?.title ?? ''} />
        <Pipeline positionId={positionId} />
      </Stack>
    </BulkSelectionProvider>
  );
}

function PipelineHeader({ positionId, title }: { positionId: string; title: string | undefined }) {
  const { t } = useTranslation('hiring');
  const workspace = useActiveWorkspace();
  const paths = recruitmentPaths(workspace);
  const mayBank = useCan('recruitment.candidates.manage');
  const mayManage = useCan('recruitment.positions.manage');
  const [inviting, setInviting] = useState(false);
  return (
    <>
      <PageHeader
        title={t('board.title')}
        subtitle={title ? t('board.subtitle', { title }) : undefined}
        actions={
          <>
            {mayBank && (
              <Button leftSection={<IconMailForward size={16} aria-hidden="true" />} onClick={() => setInviting(true)}>
                {t('board.invite')}
              </Button>
            )}
            {mayBank && (
              <Button component={Link} to={paths.bank} variant="default" leftSection={<IconUsers size={16} aria-hidden="true" />}>
                {t('board.bank')}
              </Button>
            )}
            {mayBank && (
              <Button component={Link} to={templatesPath(workspace)} variant="default">
                {t('bulk.templates')}
              </Button>
            )}
            {mayManage && (
              <Button component={Link} to={paths.edit(positionId)} variant="default">
                {t('board.editPosition')}
              </Button>
            )}
          </>
        }
      />
      {mayBank && <InviteCandidatesDialog positionId={positionId} opened={inviting} onClose={() => setInviting(false)} />}
    </>
  );
}

function Pipeline({ positionId }: { positionId: string }) {
  const { t } = useTranslation('hiring');
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const [params, setParams] = useSearchParams();
  const filters = readCandidateFilters(params);
  const counts = useQuery(pipelineCountsQuery(positionId));
  if (counts.isPending) return <ListSkeleton label={t('board.loading')} />;
  if (counts.isError) return <ErrorState message={failureMessage(counts.error)} onRetry={() => counts.refetch()} />;
  const { stages, unfinished, facets } = counts.data;
  const view = { positionId, counts: stages, query: candidateQuery(filters), narrowed: isNarrowed(filters) };
  return (
    <>
      <CandidateFilterBar
        filters={filters}
        facets={facets}
        onChange={(next) => setParams(writeCandidateFilters(params, next), { replace: true })}
      />
      {unfinished > 0 && (
        <Text size="sm" c="gray.7">
          {t('board.unfinished', { count: unfinished })}
        </Text>
      )}
      {wide ? <Board {...view} /> : <StageTabs {...view} />}
    </>
  );
}

/** What the board and the tabs show: the counts per stage, the ranking and filters of the address. */
interface View {
  positionId: string;
  counts: Counts;
  query: CandidateListQuery;
  narrowed: boolean;
}

/** At 62em and wider: one column per stage, side by side, scrolling sideways when they do not fit. */
function Board({ counts, ...view }: View) {
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {PIPELINE_STAGES.map((stage) => (
          <StageColumn key={stage} {...view} stage={stage} count={counts[stage] ?? 0} />
        ))}
      </Group>
    </ScrollArea>
  );
}

function StageColumn({ stage, count, ...view }: Omit<View, 'counts'> & { stage: PipelineStage; count: number }) {
  const { t } = useTranslation('hiring');
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      bg="gray.0"
      withBorder
      radius="md"
      p="sm"
      miw={176}
      style={{ flex: '1 1 0' }}
      data-stage={stage}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap={6}>
          <Title order={2} size="h5" id={titleId}>
            {t(`stage.${stage}`)}
          </Title>
          <Badge variant="light" color="gray" aria-label={t('board.stageCount', { stage: t(`stage.${stage}`), count })}>
            {count}
          </Badge>
        </Group>
        <StageCandidates {...view} stage={stage} compact />
      </Stack>
    </Paper>
  );
}

/** Below 62em: the stages as tabs (?stage=), the chosen one's candidates under them. */
function StageTabs({ counts, ...view }: View) {
  const { t } = useTranslation('hiring');
  const paths = recruitmentPaths(useActiveWorkspace());
  const [params] = useSearchParams();
  const stage = PIPELINE_STAGES.find((value) => value === params.get('stage')) ?? 'new';
  // a tab keeps the ranking and filters of the address
  const kept = new URLSearchParams(params);
  kept.delete('stage');
  const rest = kept.toString();
  return (
    <Stack gap="sm">
      <LinkTabs
        label={t('board.stages')}
        size="xs"
        inactiveVariant="default"
        tabs={PIPELINE_STAGES.map((key) => ({
          key,
          to: `${paths.candidates(view.positionId, key)}${rest ? `&${rest}` : ''}`,
          label: t('board.stageCount', { stage: t(`stage.${key}`), count: counts[key] ?? 0 }),
          active: key === stage,
        }))}
      />
      <section aria-label={t(`stage.${stage}`)} data-stage={stage}>
        <StageCandidates {...view} stage={stage} />
      </section>
    </Stack>
  );
}

function StageCandidates({
  positionId,
  stage,
  query,
  narrowed,
  compact = false,
}: Omit<View, 'counts'> & { stage: PipelineStage; compact?: boolean }) {
  const { t } = useTranslation('hiring');
  const { pathname, search } = useLocation();
  const candidates = useInfiniteQuery(stageCandidatesQuery(positionId, stage, query));
  const empty = narrowed ? t('workbench.filters.none') : t('board.empty');
  if (candidates.isPending) return <ListSkeleton rows={compact ? 2 : 4} label={t('board.loading')} />;
  if (candidates.isError) return <ErrorState message={failureMessage(candidates.error)} onRetry={() => candidates.refetch()} />;
  const items = candidates.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return compact ? (
      <Text size="sm" c="gray.7" ta="center" py="md">
        {empty}
      </Text>
    ) : (
      <EmptyState illustration="people" title={empty} compact />
    );
  }
  return (
    <Stack gap="xs">
      <SelectPage candidates={items} stageLabel={t(`stage.${stage}`)} />
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((candidate) => (
          <li key={candidate.applicationId}>
            {compact ? (
              <div style={{ position: 'relative' }}>
                <CandidateCard candidate={candidate} back={`${pathname}${search}`} compact />
                <SelectCandidate candidate={candidate} corner />
              </div>
            ) : (
              <Group gap={6} wrap="nowrap" align="flex-start">
                <SelectCandidate candidate={candidate} />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <CandidateCard candidate={candidate} back={`${pathname}${search}`} />
                </div>
              </Group>
            )}
          </li>
        ))}
      </Stack>
      {candidates.hasNextPage && (
        <Button variant="subtle" size="xs" loading={candidates.isFetchingNextPage} onClick={() => candidates.fetchNextPage()}>
          {t('board.more')}
        </Button>
      )}
    </Stack>
  );
}
