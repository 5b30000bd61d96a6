import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { MyContentFilter } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
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
import { PAGE_SIZE } from '../api/keys.ts';
import { myContentsQuery } from '../api/list-my-contents.ts';
import { savesQuery } from '../api/list-saves.ts';
import { workspaceListsQuery } from '../api/list-workspace-lists.ts';
import { ContentItemCard, ListItemCard } from '../shared/item-cards.tsx';
import { learningPaths } from '../shared/paths.ts';

export type ContentsTab = MyContentFilter | 'lists';
const TABS: ContentsTab[] = ['published', 'enrolled', 'favorites', 'in-progress', 'finished', 'lists'];

/** My contents (/my/contents/:tab), a company's (/c/:companyDomain/contents/:tab) and a portal's contents and pathways. */
export function ContentsTabsPage({ tab, tabs = true }: { tab: ContentsTab; tabs?: boolean }) {
  const { t } = useTranslation('contents');
  const workspace = useActiveWorkspace();
  const paths = learningPaths(workspace);
  const portal = workspace.type !== 'individual' && workspace.type !== 'business';
  const canCreate = useCan('content.create');
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  // in a company, the tabs show that company's contents; in the personal workspace, everything the person follows
  const scoped = workspace.type !== 'individual' ? workspace.id : undefined;
  const isList = tab === 'lists';
  const contents = useQuery({
    ...myContentsQuery({
      filter: isList ? 'published' : tab,
      page,
      workspaceId: tab === 'published' || workspace.type !== 'individual' ? scoped : undefined,
    }),
    enabled: !isList,
  });
  // the pathways of this workspace (in the personal one: one's own)
  const lists = useQuery({ ...workspaceListsQuery(workspace.id, page), enabled: isList });
  const query = isList ? lists : contents;
  const emptyKey = isList && portal ? 'pathways' : tab;
  const title = isList ? (portal ? t('page.pathways') : t('page.lists')) : t('page.contents');
  usePageTitle(title, workspace.name);
  const base = pathname.replace(/\/(published|enrolled|favorites|in-progress|finished|lists)(\/.*)?$/, '');

  return (
    <Stack gap="md" py="sm">
      <PageHeader
        title={title}
        subtitle={t('page.subtitle')}
        actions={
          canCreate && (
            <Group gap="xs">
              <Button component={Link} to={paths.contentManage()} leftSection={<IconPlus size={16} aria-hidden="true" />}>
                {t('page.newContent')}
              </Button>
              <Button variant="light" component={Link} to={paths.listManage()} leftSection={<IconPlus size={16} aria-hidden="true" />}>
                {portal ? t('page.newPathway') : t('page.newList')}
              </Button>
            </Group>
          )
        }
      />
      {tabs && (
        <LinkTabs
          label={t('tabs.label')}
          tabs={TABS.filter((key) => workspace.type === 'individual' || key !== 'enrolled').map((key) => ({
            key,
            to: `${base}/${key}`,
            label: t(`tabs.${key}`),
            active: key === tab,
          }))}
        />
      )}
      {query.isPending ? (
        <CardGridSkeleton />
      ) : query.isError ? (
        <ErrorState message={failureMessage(query.error)} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          illustration={isList ? 'pathways' : 'contents'}
          title={t(`empty.${emptyKey}.title`)}
          description={t(`empty.${emptyKey}.description`)}
        />
      ) : (
        <>
          <CardGrid label={title}>
            {isList
              ? lists.data?.items.map((item) => <ListItemCard key={item.id} item={item} to={paths.listDetails(item.id)} portal={portal} />)
              : contents.data?.items.map((item) => <ContentItemCard key={item.id} item={item} to={paths.contentDetails(item.id)} />)}
          </CardGrid>
          <Pager page={page} total={query.data.total} limit={PAGE_SIZE} onChange={(next) => setParams({ page: String(next) })} />
        </>
      )}
    </Stack>
  );
}

/** The portal's favourites (/p/:companyDomain/favorites): contents and pathways saved there. */
export function FavoritesPage() {
  const { t } = useTranslation('contents');
  const workspace = useActiveWorkspace();
  const paths = learningPaths(workspace);
  const saves = useQuery(savesQuery(workspace.id));
  usePageTitle(t('page.favorites'), workspace.name);
  return (
    <Stack gap="md" py="sm">
      <PageHeader title={t('page.favorites')} />
      {saves.isPending ? (
        <CardGridSkeleton />
      ) : saves.isError ? (
        <ErrorState message={failureMessage(saves.error)} onRetry={() => saves.refetch()} />
      ) : saves.data.contents.length + saves.data.lists.length === 0 ? (
        <EmptyState title={t('empty.favorites.title')} description={t('empty.favorites.description')} />
      ) : (
        <CardGrid label={t('page.favorites')}>
          {saves.data.contents.map((item) => (
            <ContentItemCard key={item.id} item={item} to={paths.contentDetails(item.id)} />
          ))}
          {saves.data.lists.map((item) => (
            <ListItemCard key={item.id} item={item} to={paths.listDetails(item.id)} portal />
          ))}
        </CardGrid>
      )}
    </Stack>
  );
}
