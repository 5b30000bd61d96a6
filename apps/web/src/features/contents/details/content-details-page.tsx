import { Anchor, AspectRatio, Badge, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconCheck,
  IconCopy,
  IconExternalLink,
  IconListDetails,
  IconPencil,
  IconPlayerPlay,
  IconSchool,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isNotFound } from '../../../lib/api/api-error.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { LevelBadge, TypeBadge, typeIcon } from '../../../lib/ui/badges.tsx';
import { CoverArt } from '../../../lib/ui/cards/cover-card.tsx';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { QuizPanel } from '../../quizzes/public.ts';
import { useAccessContent } from '../api/access-content.ts';
import { useCountContentHit } from '../api/count-content-hit.ts';
import { useDeleteContent } from '../api/delete-content.ts';
import { contentQuery } from '../api/get-content.ts';
import { contentKeys } from '../api/keys.ts';
import { useContentProgress } from '../api/set-content-progress.ts';
import { embedUrlOf } from '../shared/embed.ts';
import { FavoriteButton, useDurationLabel } from '../shared/item-cards.tsx';
import { learningPaths } from '../shared/paths.ts';

/** A content: what it is, where it leads, and the person's progress in it. */
export default function ContentDetailsPage() {
  const { contentId = '' } = useParams();
  const { t } = useTranslation('contents');
  const workspace = useActiveWorkspace();
  const paths = learningPaths(workspace);
  const navigate = useNavigate();
  const content = useQuery(contentQuery(contentId));
  const access = useAccessContent();
  const progress = useContentProgress(contentId);
  const remove = useDeleteContent();
  const duration = useDurationLabel();
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState<'in-progress' | 'delete' | null>(null);
  usePageTitle(content.data?.title, workspace.name);

  // opening a content enrols the person and counts a view (once a day)
  const loaded = content.isSuccess;
  const { mutate: enrol } = access;
  // a view that fails to count is not the reader's concern: no error shown
  const { mutate: countHit } = useCountContentHit();
  useEffect(() => {
    if (!loaded) return;
    enrol(contentId);
    countHit(contentId);
  }, [loaded, contentId, enrol, countHit]);

  if (content.isPending) return <PageSkeleton />;
  if (content.isError)
    return <ErrorState message={t('details.notFound')} onRetry={isNotFound(content.error) ? undefined : () => content.refetch()} />;
  const item = content.data;
  const embed = embedUrlOf(item.link);
  const inProgress = item.interaction === 'in_progress';
  const concluded = item.interaction === 'conclusion';
  const shownType = item.type === 'list' ? 'course' : item.type;
  const onProgressError = (error: unknown) => toast.error(`${t('details.progressError')} ${failureMessage(error)}`);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(t('details.copied'));
    } catch {
      toast.error(t('details.copyError'));
    }
  };

  return (
    <Stack gap="md" py="sm">
      <PageHeader
        title={item.title}
        subtitle={t('details.by', { name: item.author.name, workspace: item.workspace.name })}
        actions={<FavoriteButton kind="content" id={item.id} favorite={item.favorite} title={item.title} />}
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: embed ? 12 : 8 }}>
          <Stack gap="md">
            <Group gap={6}>
              <TypeBadge type={shownType} label={t(`types.${item.type}`)} />
              {item.level && <LevelBadge level={item.level} label={t(`levels.${item.level}`)} />}
              {duration(item) && (
                <Badge variant="light" color="gray">
                  {duration(item)}
                </Badge>
              )}
              <Badge variant="light" color="gray">
                {t(`languages.${item.language}`)}
              </Badge>
              {item.private && (
                <Badge variant="light" color="gray">
                  {t('form.private')}
                </Badge>
              )}
              {concluded && (
                <Badge color="teal.9" leftSection={<IconCheck size={12} aria-hidden="true" />}>
                  {!item.verified
                    ? t('progress.concluded')
                    : item.score === null
                      ? t('progress.verified')
                      : t('progress.verifiedScore', { score: item.score })}
                </Badge>
              )}
              {inProgress && <Badge color="blue">{t('progress.inProgress')}</Badge>}
            </Group>
            {embed ? (
              <AspectRatio ratio={16 / 9} maw={800}>
                <iframe
                  src={embed}
                  title={item.title}
                  allow="encrypted-media; picture-in-picture"
                  allowFullScreen
                  style={{ border: 0, borderRadius: 8 }}
                />
              </AspectRatio>
            ) : null}
            {item.description && <Text style={{ whiteSpace: 'pre-line' }}>{item.description}</Text>}
            {item.type === 'questionnaire' && (
              <QuizPanel
                contentId={item.id}
                canManage={item.canManage}
                // a pass concludes the content: its progress and the pathways holding it change
                onAttempt={(result) => result.passed && queryClient.invalidateQueries({ queryKey: contentKeys.all })}
              />
            )}
            <Group gap="sm">
              {item.package && (
                <Button
                  component={Link}
                  to={`${paths.contentDetails(item.id)}/player`}
                  leftSection={<IconSchool size={16} aria-hidden="true" />}
                >
                  {t('details.openCourse')}
                </Button>
              )}
              {item.link && (
                <Button
                  component="a"
                  href={item.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  leftSection={<IconExternalLink size={16} aria-hidden="true" />}
                >
                  {t('details.open')}
                </Button>
              )}
              <Button
                variant={inProgress ? 'default' : 'light'}
                leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
                loading={progress.isPending && progress.variables === 'in-progress'}
                onClick={() => (inProgress ? progress.mutate('in-progress', { onError: onProgressError }) : setConfirm('in-progress'))}
              >
                {inProgress ? t('details.unmarkInProgress') : t('details.markInProgress')}
              </Button>
              {!item.package && (
                <Button
                  variant={concluded ? 'default' : 'light'}
                  color="teal"
                  leftSection={<IconCheck size={16} aria-hidden="true" />}
                  loading={progress.isPending && progress.variables === 'conclusion'}
                  onClick={() => progress.mutate('conclusion', { onError: onProgressError })}
                >
                  {concluded ? t('details.unmarkConcluded') : t('details.markConcluded')}
                </Button>
              )}
              <Button variant="default" leftSection={<IconCopy size={16} aria-hidden="true" />} onClick={copyLink}>
                {t('details.copyLink')}
              </Button>
              <Button
                variant="default"
                component={Link}
                to={paths.association(item.id)}
                leftSection={<IconListDetails size={16} aria-hidden="true" />}
              >
                {t('details.addToList')}
              </Button>
              {item.canManage && (
                <>
                  <Button
                    variant="default"
                    component={Link}
                    to={paths.contentManage(item.id)}
                    leftSection={<IconPencil size={16} aria-hidden="true" />}
                  >
                    {t('details.edit')}
                  </Button>
                  <Button
                    variant="outline"
                    color="red.9"
                    leftSection={<IconTrash size={16} aria-hidden="true" />}
                    onClick={() => setConfirm('delete')}
                  >
                    {t('details.delete')}
                  </Button>
                </>
              )}
            </Group>
            {(item.skills.length > 0 || item.lists.length > 0) && (
              <SectionCard title={t('details.about')}>
                <Stack gap="sm">
                  <Group gap={6} role="list" aria-label={t('details.skills')}>
                    {item.skills.map((skill) => (
                      <Badge key={skill.id} variant="outline" color="gray" role="listitem">
                        {skill.title}
                      </Badge>
                    ))}
                  </Group>
                  {item.lists.length > 0 && (
                    <>
                      <Title order={3} size="h6">
                        {t('details.inLists')}
                      </Title>
                      <Group gap="md">
                        {item.lists.map((list) => (
                          <Anchor key={list.id} component={Link} to={paths.listDetails(list.id)} size="sm" fw={600}>
                            {list.title}
                          </Anchor>
                        ))}
                      </Group>
                    </>
                  )}
                </Stack>
              </SectionCard>
            )}
          </Stack>
        </Grid.Col>
        {!embed && (
          // the image, else a cover drawn from the title: beside the text on a wide screen, above it on a phone
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: -1, md: 1 }}>
            <CoverArt url={item.coverUrl} title={item.title} fallbackIcon={typeIcon(shownType)} />
          </Grid.Col>
        )}
      </Grid>
      <ConfirmDialog
        opened={confirm === 'in-progress'}
        title={t('details.confirmInProgressTitle')}
        confirmLabel={t('details.confirm')}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          progress.mutate('in-progress', { onError: onProgressError });
        }}
      >
        {t('details.confirmInProgress')}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirm === 'delete'}
        title={t('details.deleteTitle')}
        confirmLabel={t('details.delete')}
        confirmColor="red"
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          remove.mutate(item.id, {
            onSuccess: () => {
              toast.success(t('details.deleted'));
              navigate(paths.contents, { replace: true });
            },
            onError: (error) => toast.error(`${t('details.deleteError')} ${failureMessage(error)}`),
          })
        }
      >
        {t('details.deleteText')}
      </ConfirmDialog>
    </Stack>
  );
}
