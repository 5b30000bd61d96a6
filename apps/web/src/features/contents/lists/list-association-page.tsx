import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { useAssociateContent } from '../api/associate-content.ts';
import { contentQuery } from '../api/get-content.ts';
import { myListsQuery } from '../api/list-my-lists.ts';
import { learningPaths } from '../shared/paths.ts';

/** Adds a content to pathways the person manages in this workspace (…/:contentId/list-association). */
export default function ListAssociationPage() {
  const { contentId = '' } = useParams();
  const { t } = useTranslation('contents');
  const workspace = useActiveWorkspace();
  const paths = learningPaths(workspace);
  const navigate = useNavigate();
  const content = useQuery(contentQuery(contentId));
  const lists = useQuery(myListsQuery({ filter: 'owned', page: 1, workspaceId: workspace.id }));
  const associate = useAssociateContent(contentId);
  const [chosen, setChosen] = useState<string[]>([]);
  usePageTitle(t('association.title'), workspace.name);
  if (content.isPending || lists.isPending) return <PageSkeleton />;
  if (content.isError) return <ErrorState message={t('details.notFound')} onRetry={() => content.refetch()} />;
  if (lists.isError) return <ErrorState message={failureMessage(lists.error)} onRetry={() => lists.refetch()} />;
  const already = new Set(content.data.lists.map((list) => list.id));
  const options = lists.data.items.filter((list) => !already.has(list.id));
  return (
    <Stack gap="md" py="sm" maw={640}>
      <PageHeader title={t('association.title')} subtitle={t('association.subtitle', { title: content.data.title })} />
      <SectionCard title={t('association.lists')}>
        {options.length === 0 ? (
          <Stack gap="sm" align="flex-start">
            <Text>{t('association.none')}</Text>
            <Button variant="light" component={Link} to={paths.listManage()}>
              {t('association.create')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Checkbox.Group value={chosen} onChange={setChosen} aria-label={t('association.lists')}>
              <Stack gap="xs">
                {options.map((list) => (
                  <Checkbox key={list.id} value={list.id} label={list.title} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Group justify="flex-end">
              <Button
                disabled={chosen.length === 0}
                loading={associate.isPending}
                onClick={() =>
                  associate.mutate(chosen, {
                    onSuccess: () => {
                      toast.success(t('association.saved'));
                      navigate(paths.contentDetails(contentId), { replace: true });
                    },
                    onError: (error) => toast.error(`${t('association.error')} ${failureMessage(error)}`),
                  })
                }
              >
                {t('association.save')}
              </Button>
            </Group>
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}
