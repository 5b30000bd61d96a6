import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PositionSuggestions, WorkspaceSummary } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { opportunityPaths } from '../../../lib/discovery/discovery-kinds.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { CardGrid } from '../../../lib/ui/card-grid.tsx';
import { PositionRow } from '../../../lib/ui/cards/position-row.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { CardGridSkeleton } from '../../../lib/ui/skeletons.tsx';
import { ContentItemCard, learningPaths } from '../../contents/public.ts';
import { positionSuggestionsQuery } from '../api/suggest-positions.ts';
import { usePositionWords } from '../shared/position-words.ts';

type Suggestion = PositionSuggestions['items'][number];

/**
 * The home's first section in a person's and a portal's workspace: the positions their skills and areas
 * fit, each with its match, then contents for the skills they most often lack; without a profile, the newest
 * positions of their region.
 */
export function HomePositions({ workspace }: { workspace: WorkspaceSummary }) {
  const { t, i18n } = useTranslation('positions');
  const portal = workspace.type === 'aggregator' || workspace.type === 'agro';
  const suggestions = useQuery(positionSuggestionsQuery(i18n.language, portal ? workspace.id : undefined));
  const paths = opportunityPaths(workspace);
  const searchPath = portal ? `/p/${workspace.subdomain ?? workspace.id}/discovery/positions` : '/my/discovery/search?type=positions';
  const data = suggestions.data;
  const description = !data
    ? undefined
    : data.basis === 'profile'
      ? t('home.byProfile')
      : data.basis === 'region'
        ? t(data.profiled ? 'home.byRegionNoMatch' : 'home.byRegion', { region: data.region })
        : t(data.profiled ? 'home.recentNoMatch' : 'home.recent');
  return (
    <SectionCard title={t('home.title')} description={description}>
      {suggestions.isPending ? (
        <CardGridSkeleton cards={3} />
      ) : suggestions.isError ? (
        <ErrorState message={failureMessage(suggestions.error)} onRetry={() => suggestions.refetch()} />
      ) : suggestions.data.items.length === 0 ? (
        <EmptyState compact illustration="search" title={t('home.emptyTitle')} description={t('home.emptyDescription')} />
      ) : (
        <Stack gap="md">
          <div data-testid="home-positions">
            <CardGrid label={t('home.title')} layout="rows">
              {suggestions.data.items.map((item) => (
                <SuggestedPosition key={item.position.id} item={item} to={paths.position(item.position.id)} />
              ))}
            </CardGrid>
          </div>
          <Group justify="flex-end">
            <Button variant="subtle" component={Link} to={searchPath}>
              {t('home.seeAll')}
            </Button>
          </Group>
          {suggestions.data.gaps.some((gap) => gap.contents.length > 0) && <Gaps gaps={suggestions.data.gaps} workspace={workspace} />}
        </Stack>
      )}
    </SectionCard>
  );
}

function SuggestedPosition({ item, to }: { item: Suggestion; to: string }) {
  const { t } = useTranslation('positions');
  const words = usePositionWords();
  const { position, match } = item;
  return (
    <PositionRow
      title={position.title}
      to={to}
      companyName={position.company.name}
      companyLogoUrl={position.company.avatarUrl}
      tag={position.pcdOnly ? t('pcdOnly') : undefined}
      place={words.place(position)}
      contract={words.contract(position)}
      salary={words.salary(position)}
      date={words.published(position)}
      match={words.match(match?.percent)}
      headingOrder={3}
    />
  );
}

/** The skills the suggested positions most often ask for that the person lacks, each with contents that teach it. */
function Gaps({ gaps, workspace }: { gaps: PositionSuggestions['gaps']; workspace: WorkspaceSummary }) {
  const { t } = useTranslation('positions');
  const paths = learningPaths(workspace);
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('home.gapsTitle')}
      </Title>
      {gaps
        .filter((gap) => gap.contents.length > 0)
        .map((gap) => (
          <Stack key={gap.skill.id} gap="xs">
            <Text size="sm">{t('home.gap', { skill: gap.skill.title, count: gap.positions })}</Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
              {gap.contents.map((content) => (
                <ContentItemCard key={content.id} item={content} to={paths.contentDetails(content.id)} />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
    </Stack>
  );
}
