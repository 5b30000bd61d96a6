import { ActionIcon, Anchor, Avatar, Badge, Button, Grid, Group, List, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBriefcase, IconCash, IconClock, IconClockCheck, IconHeart, IconHeartFilled, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { applicationSourceIn } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isNotFound } from '../../../lib/api/api-error.ts';
import { opportunityPaths } from '../../../lib/discovery/discovery-kinds.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { StatusBadge } from '../../../lib/ui/badges.tsx';
import { CardGrid } from '../../../lib/ui/card-grid.tsx';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { useFavoritePosition } from '../api/favorite-position.ts';
import { positionQuery } from '../api/get-position.ts';
import { relatedPositionsQuery } from '../api/related-positions.ts';
import { applicationPathOf, useStartApplication } from '../api/start-application.ts';
import { PositionListCard } from '../shared/position-list-card.tsx';
import { usePositionWords } from '../shared/position-words.ts';
import { MatchPanel } from './match-panel.tsx';

/** A position's page: what it offers and asks, the steps of applying and their cost, and the match explained. */
export default function PositionDetailsPage() {
  const { positionId = '' } = useParams();
  const { t, i18n } = useTranslation('positions');
  const workspace = useActiveWorkspace();
  const paths = opportunityPaths(workspace);
  const portal = workspace.type === 'aggregator' || workspace.type === 'agro';
  const position = useQuery(positionQuery(positionId, i18n.language, portal ? workspace.id : undefined));
  const related = useQuery({ ...relatedPositionsQuery(positionId, i18n.language), enabled: position.isSuccess });
  const favorite = useFavoritePosition(positionId);
  const words = usePositionWords();
  const { t: tApply } = useTranslation('applications');
  const start = useStartApplication();
  const navigate = useNavigate();
  // where the reader came from (a search, an alert e-mail, the public page, a shared link), kept by the apply
  const [params] = useSearchParams();
  const source = applicationSourceIn(params);
  usePageTitle(position.data?.title, workspace.name);

  if (position.isPending) return <PageSkeleton />;
  if (position.isError)
    return <ErrorState message={t('details.notFound')} onRetry={isNotFound(position.error) ? undefined : () => position.refetch()} />;
  const item = position.data;
  const status = words.status(item);
  const minutes = item.steps.reduce((sum, step) => sum + step.minutes, 0);
  const favoriteLabel = item.favorite ? t('favorite.remove', { title: item.title }) : t('favorite.add', { title: item.title });
  const facts = [
    { icon: IconMapPin, label: words.place(item) },
    { icon: IconBriefcase, label: words.contract(item) },
    { icon: IconClock, label: item.workload },
    { icon: IconCash, label: words.salary(item) },
  ].filter((fact): fact is { icon: typeof IconMapPin; label: string } => Boolean(fact.label));
  // on a wide screen the right column: apply box, company card and the answer promise (first on a phone, under the title)
  const aside = (
    <Stack gap="md" style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 60px) + 16px)' }}>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="position-apply-title">
        <Stack gap="sm">
          <Title order={2} size="h5" id="position-apply-title">
            {t('details.applyTitle')}
          </Title>
          <List spacing={6} size="sm" center listStyleType="none">
            {facts.map(({ icon: Icon, label }) => (
              <List.Item key={label} icon={<Icon size={18} stroke={1.75} aria-hidden="true" />}>
                {label}
              </List.Item>
            ))}
          </List>
          {item.acceptsApplications && (
            <>
              {item.acceptsApplications && (
                <Button
                  fullWidth
                  loading={start.isPending}
                  onClick={() =>
                    start.mutate(
                      { positionId: item.id, aggregator: portal ? workspace.id : null, ...(source && { source }) },
                      {
                        onSuccess: (application) => navigate(applicationPathOf(workspace, application.id)),
                        onError: (error) => toast.error(failureMessage(error)),
                      },
                    )
                  }
                >
                  {tApply('start.apply')}
                </Button>
              )}
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconClockCheck size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
                <Text size="sm" fw={600}>
                  {tApply('start.answerPromise', { count: item.answerWithinDays })}
                </Text>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="position-company-title">
        <Stack gap="sm">
          <Title order={2} size="h5" id="position-company-title">
            {t('details.companyTitle')}
          </Title>
          <Group gap="sm" wrap="nowrap">
            <Avatar
              src={item.company.avatarUrl}
              alt=""
              size={56}
              radius="md"
              color="initials"
              name={item.company.name}
              styles={{ image: { objectFit: 'contain', background: 'white' } }}
            />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600}>{item.company.name}</Text>
              <Text size="sm" c="dimmed">
                {item.department ? `${item.category.name} · ${item.department}` : item.category.name}
              </Text>
            </Stack>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );

  return (
    <Stack gap="md" py="sm" maw={1280}>
      <PageHeader
        title={item.title}
        subtitle={t('details.at', { company: item.company.name, category: item.category.name })}
        actions={
          <Group gap="xs" wrap="nowrap">
            <Tooltip label={favoriteLabel}>
              <ActionIcon
                variant="white"
                color="red.8"
                radius="xl"
                size="lg"
                aria-label={favoriteLabel}
                aria-pressed={item.favorite}
                loading={favorite.isPending}
                onClick={() =>
                  favorite.mutate(
                    { saved: !item.favorite },
                    {
                      onSuccess: () => toast.success(item.favorite ? t('favorite.removed') : t('favorite.added')),
                      onError: (error) => toast.error(failureMessage(error)),
                    },
                  )
                }
              >
                {item.favorite ? <IconHeartFilled size={18} aria-hidden="true" /> : <IconHeart size={18} aria-hidden="true" />}
              </ActionIcon>
            </Tooltip>
          </Group>
        }
      />
      <Group gap={6}>
        {status && <StatusBadge tone={status.tone} label={status.label} />}
        {item.pcdOnly && <Badge color="grape">{t('pcdOnly')}</Badge>}
        {item.code && (
          <Text size="sm" c="dimmed">
            {t('details.code', { code: item.code })}
          </Text>
        )}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            {!item.acceptsApplications && (
              <NoticeAlert tone="warning" title={t(`details.closed.${item.status === 'paused' ? 'paused' : 'archived'}`)} />
            )}
            <SectionCard title={t('details.about')}>
              <Text style={{ whiteSpace: 'pre-line' }}>{item.description}</Text>
              {item.requirements && (
                <Stack gap={4}>
                  <Text fw={600}>{t('details.requirements')}</Text>
                  <Text style={{ whiteSpace: 'pre-line' }}>{item.requirements}</Text>
                </Stack>
              )}
              {item.skills.length > 0 && (
                <Group gap={6} aria-label={t('details.skills')}>
                  {item.skills.map((skill) => (
                    <Badge key={skill.id} variant="outline" style={{ textTransform: 'none' }}>
                      {skill.title} · {t(`levels.${skill.level}`)}
                    </Badge>
                  ))}
                </Group>
              )}
              {item.educationLevel !== 'none' && (
                <Text size="sm">{t('details.education', { level: t(`education.${item.educationLevel}`) })}</Text>
              )}
              {item.files.length > 0 && (
                <List size="sm">
                  {item.files.map((file) => (
                    <List.Item key={file.url}>
                      <Anchor href={file.url} target="_blank" rel="noopener noreferrer">
                        {file.name}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              )}
            </SectionCard>
            {item.steps.length > 0 && (
              <SectionCard title={t('details.steps')} description={t('details.stepsCost', { count: item.steps.length, minutes })}>
                <List type="ordered" spacing="xs">
                  {item.steps.map((step) => (
                    <List.Item key={step.kind}>
                      <Text size="sm" fw={600} span>
                        {t(`steps.${step.kind}`)}
                      </Text>
                      <Text size="sm" c="dimmed" span>
                        {' '}
                        · {t('details.aboutMinutes', { count: step.minutes })}
                      </Text>
                      {step.accommodation && (
                        <Text size="sm">
                          {t('details.accommodation')}: {step.accommodation}
                        </Text>
                      )}
                    </List.Item>
                  ))}
                </List>
              </SectionCard>
            )}
            <MatchPanel positionId={item.id} closed={item.status === 'archived'} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          {aside}
        </Grid.Col>
      </Grid>
      {related.data && related.data.items.length > 0 && (
        <Stack gap="sm">
          <Text fw={700} size="lg" component="h2">
            {t('details.related')}
          </Text>
          <CardGrid label={t('details.related')} layout="rows">
            {related.data.items.map((other) => (
              <PositionListCard key={other.id} item={other} to={paths.position(other.id)} />
            ))}
          </CardGrid>
        </Stack>
      )}
    </Stack>
  );
}
