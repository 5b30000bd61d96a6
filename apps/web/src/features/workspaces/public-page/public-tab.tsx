import { Badge, Group, Paper, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { CardGrid } from '../../../lib/ui/card-grid.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import type { IllustrationName } from '../../../lib/ui/illustrations.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { Pager } from '../../../lib/ui/pager.tsx';
import { CardGridSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useOptionalActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { publicWorkspaceQuery } from '../../../lib/workspace/public-workspace-query.ts';
import {
  ContentItemCard,
  ListItemCard,
  learningPaths,
  PAGE_SIZE,
  workspaceContentsQuery,
  workspaceListsQuery,
  workspaceSkillsQuery,
} from '../../contents/public.ts';

export const PUBLIC_TABS = ['contents', 'lists', 'skills'] as const;
export type PublicTabKey = (typeof PUBLIC_TABS)[number];

const DRAWINGS: Record<PublicTabKey, IllustrationName> = { contents: 'contents', lists: 'pathways', skills: 'search' };
const PERSONAL = { type: 'individual', subdomain: null, id: '' } as const;

/** One tab of the public page: the workspace's open contents, its pathways, or the skills they teach. */
export function PublicTab({ tab }: { tab: PublicTabKey }) {
  const { t } = useTranslation('workspaces');
  const { id = '' } = useParams();
  const page = useQuery(publicWorkspaceQuery(id));
  const workspaceId = page.data?.id ?? '';
  // inside a company the cards open in its shell; elsewhere in the visitor's personal workspace
  const paths = learningPaths(useOptionalActiveWorkspace() ?? PERSONAL);
  const portal = page.data?.type === 'aggregator' || page.data?.type === 'agro';
  const [number, setNumber] = useState(1);
  const contents = useQuery({ ...workspaceContentsQuery(workspaceId, number), enabled: tab === 'contents' && workspaceId !== '' });
  const lists = useQuery({ ...workspaceListsQuery(workspaceId, number), enabled: tab === 'lists' && workspaceId !== '' });
  const skills = useQuery({ ...workspaceSkillsQuery(workspaceId), enabled: tab === 'skills' && workspaceId !== '' });
  const query = tab === 'contents' ? contents : tab === 'lists' ? lists : skills;
  const empty = (
    <EmptyState
      compact
      illustration={DRAWINGS[tab]}
      title={t(`publicPage.empty.${tab}.title`)}
      description={t(`publicPage.empty.${tab}.description`)}
    />
  );

  let body: React.ReactNode;
  if (query.isPending) body = <CardGridSkeleton cards={3} />;
  else if (query.isError) body = <ErrorState message={failureMessage(query.error)} onRetry={() => query.refetch()} />;
  else if (tab === 'skills') {
    body =
      skills.data && skills.data.items.length > 0 ? (
        <Group gap="xs">
          {skills.data.items.map((skill) => (
            <Badge key={skill.id} variant="light" size="lg" radius="sm">
              {skill.title}
            </Badge>
          ))}
        </Group>
      ) : (
        empty
      );
  } else {
    const data = tab === 'contents' ? contents.data : lists.data;
    body =
      !data || data.items.length === 0 ? (
        empty
      ) : (
        <>
          <CardGrid label={t(`publicPage.tabs.${tab}`)}>
            {tab === 'contents'
              ? contents.data?.items.map((item) => <ContentItemCard key={item.id} item={item} to={paths.contentDetails(item.id)} />)
              : lists.data?.items.map((item) => <ListItemCard key={item.id} item={item} to={paths.listDetails(item.id)} portal={portal} />)}
          </CardGrid>
          <Pager page={number} total={data.total} limit={PAGE_SIZE} onChange={setNumber} />
        </>
      );
  }
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="public-tab-title">
      <Title order={2} size="h4" id="public-tab-title" mb="sm">
        {t(`publicPage.tabs.${tab}`)}
      </Title>
      {body}
    </Paper>
  );
}
