import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isNotFound } from '../../../lib/api/api-error.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { CardGrid } from '../../../lib/ui/card-grid.tsx';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { ProgressBar } from '../../../lib/ui/progress.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { useCountListHit } from '../api/count-list-hit.ts';
import { useDeleteList } from '../api/delete-list.ts';
import { listQuery } from '../api/get-list.ts';
import { useRemoveFromList } from '../api/remove-content-from-list.ts';
import { ContentItemCard, FavoriteButton } from '../shared/item-cards.tsx';
import { learningPaths } from '../shared/paths.ts';

/** A pathway: its contents in order and the person's completion. */
export default function ListDetailsPage() {
  const { listId = '' } = useParams();
  const { t } = useTranslation('contents');
  const workspace = useActiveWorkspace();
  const paths = learningPaths(workspace);
  const navigate = useNavigate();
  const list = useQuery(listQuery(listId));
  const remove = useDeleteList();
  const takeOut = useRemoveFromList(listId);
  const [confirm, setConfirm] = useState(false);
  usePageTitle(list.data?.title, workspace.name);
  const loaded = list.isSuccess;
  // a view that fails to count is not the reader's concern: no error shown
  const { mutate: countHit } = useCountListHit();
  useEffect(() => {
    if (loaded) countHit(listId);
  }, [loaded, listId, countHit]);

  if (list.isPending) return <PageSkeleton />;
  if (list.isError)
    return <ErrorState message={t('listDetails.notFound')} onRetry={isNotFound(list.error) ? undefined : () => list.refetch()} />;
  const item = list.data;
  return (
    <Stack gap="md" py="sm">
      <PageHeader
        title={item.title}
        subtitle={t('details.by', { name: item.author.name, workspace: item.workspace.name })}
        actions={
          <Group gap="xs">
            <FavoriteButton kind="list" id={item.id} favorite={item.favorite} title={item.title} />
            {item.canManage && (
              <>
                <Button
                  variant="default"
                  component={Link}
                  to={paths.listManage(item.id)}
                  leftSection={<IconPencil size={16} aria-hidden="true" />}
                >
                  {t('details.edit')}
                </Button>
                <Button
                  variant="outline"
                  color="red.9"
                  leftSection={<IconTrash size={16} aria-hidden="true" />}
                  onClick={() => setConfirm(true)}
                >
                  {t('details.delete')}
                </Button>
              </>
            )}
          </Group>
        }
      />
      <ProgressBar value={item.completion} label={t('list.completion', { value: item.completion })} />
      {item.description && <Text style={{ whiteSpace: 'pre-line' }}>{item.description}</Text>}
      {item.skills.length > 0 && (
        <Group gap={6}>
          {item.skills.map((skill) => (
            <Badge key={skill.id} variant="outline" color="gray">
              {skill.title}
            </Badge>
          ))}
        </Group>
      )}
      {item.contents.length === 0 ? (
        <EmptyState illustration="pathways" title={t('empty.list.title')} description={t('empty.list.description')} />
      ) : (
        <CardGrid label={t('listDetails.contents')}>
          {item.contents.map((content) => (
            <ContentItemCard
              key={content.id}
              item={content}
              to={paths.contentDetails(content.id)}
              actions={
                item.canManage && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red.9"
                    loading={takeOut.isPending && takeOut.variables === content.id}
                    onClick={() =>
                      takeOut.mutate(content.id, {
                        onSuccess: () => toast.success(t('listDetails.removed')),
                        onError: (error) => toast.error(failureMessage(error)),
                      })
                    }
                  >
                    {t('listDetails.removeContent')}
                  </Button>
                )
              }
            />
          ))}
        </CardGrid>
      )}
      <ConfirmDialog
        opened={confirm}
        title={t('listDetails.deleteTitle')}
        confirmLabel={t('details.delete')}
        confirmColor="red"
        onClose={() => setConfirm(false)}
        onConfirm={() =>
          remove.mutate(item.id, {
            onSuccess: () => {
              toast.success(t('listDetails.deleted'));
              navigate(paths.lists, { replace: true });
            },
            onError: (error) => toast.error(`${t('listDetails.deleteError')} ${failureMessage(error)}`),
          })
        }
      >
        {t('listDetails.deleteText')}
      </ConfirmDialog>
    </Stack>
  );
}
