import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { WorkspaceSummary } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { CardGridSkeleton } from '../../../lib/ui/skeletons.tsx';
import { ContentItemCard, ListItemCard, learningPaths, workspaceContentsQuery, workspaceListsQuery } from '../../contents/public.ts';

const HOME_ITEMS = 3;

/** The home's newest contents and pathways of the workspace, three of each, with a link to all of them. */
export function HomeLearning({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation('workspaces');
  const paths = learningPaths(workspace);
  const portal = workspace.type === 'aggregator' || workspace.type === 'agro';
  const listsKey = portal ? 'pathways' : 'lists';
  const contents = useQuery(workspaceContentsQuery(workspace.id, 1));
  const lists = useQuery(workspaceListsQuery(workspace.id, 1));
  const section = (kind: 'contents' | 'lists') => {
    const query = kind === 'contents' ? contents : lists;
    const key = kind === 'contents' ? 'contents' : listsKey;
    const more = kind === 'contents' ? paths.contents : paths.lists;
    return (
      <SectionCard title={t(`home.${key}.title`)}>
        {query.isPending ? (
          <CardGridSkeleton cards={HOME_ITEMS} />
        ) : query.isError ? (
          <ErrorState message={failureMessage(query.error)} onRetry={() => query.refetch()} />
        ) : query.data.items.length === 0 ? (
          <EmptyState
            compact
            illustration={kind === 'contents' ? 'contents' : 'pathways'}
            title={t(`home.${key}.emptyTitle`)}
            description={t(`home.${key}.emptyDescription`)}
          />
        ) : (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
              {kind === 'contents'
                ? contents.data?.items
                    .slice(0, HOME_ITEMS)
                    .map((item) => <ContentItemCard key={item.id} item={item} to={paths.contentDetails(item.id)} />)
                : lists.data?.items
                    .slice(0, HOME_ITEMS)
                    .map((item) => <ListItemCard key={item.id} item={item} to={paths.listDetails(item.id)} portal={portal} />)}
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="subtle" component={Link} to={more}>
                {t('home.seeAll')}
              </Button>
            </Group>
          </Stack>
        )}
      </SectionCard>
    );
  };
  return (
    <Stack gap="lg">
      {section('contents')}
      {section('lists')}
    </Stack>
  );
}
