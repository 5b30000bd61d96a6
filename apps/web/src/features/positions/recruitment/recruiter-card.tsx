import { Anchor, Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconCash, IconHome, IconMapPin } from '@tabler/icons-react';
import type { WorklistPosition } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { backTo } from '../../../lib/routing/back-target.ts';
import { OverdueBadge, StatusBadge } from '../../../lib/ui/badges.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { usePositionWords } from '../shared/position-words.ts';
import { PositionActions } from './position-actions.tsx';
import { useRecruiterStatus } from './recruiter-status.ts';
import { recruitmentPaths } from './recruitment-paths.ts';
import { WORKLIST_STAGES } from './worklist-table.tsx';

/**
 * A position of the worklist on a phone, dense as the table's row (no cover drawing: a recruiter scans a hundred of
 * them): title, department, status, place, contract and salary, its candidates per stage, overdue answers and what
 * the caller may do.
 */
export function RecruiterCard({ item, back }: { item: WorklistPosition; back: string }) {
  const { t } = useTranslation(['positions', 'hiring']);
  const words = usePositionWords();
  const locale = useLocale();
  const paths = recruitmentPaths(useActiveWorkspace());
  const status = useRecruiterStatus(item);
  const facts = [
    { icon: IconMapPin, label: words.location(item) },
    item.remote && item.location.city ? { icon: IconHome, label: t('remote') } : null,
    { icon: IconBriefcase, label: words.contract(item) },
    { icon: IconCash, label: words.salary(item) },
  ].filter((fact) => fact?.label) as { icon: typeof IconMapPin; label: string }[];
  const owner = item.department?.name ?? item.company.name;
  return (
    <Paper component="article" withBorder radius="md" p="md" data-card="position" h="100%">
      <Stack gap={8}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={item.company.avatarUrl} alt="" size={40} radius="md" color="initials" name={item.company.name} />
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={paths.edit(item.id)} state={backTo(back)} inherit c="inherit">
                {item.title}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed" truncate>
              {owner}
            </Text>
          </Stack>
          <StatusBadge tone={status.tone} label={status.label} />
        </Group>
        <Group gap="xs">
          {facts.map(({ icon: Icon, label }) => (
            <Group key={label} gap={4} wrap="nowrap">
              <Icon size={15} stroke={1.75} aria-hidden="true" color="var(--mantine-color-dimmed)" />
              <Text size="sm" span>
                {label}
              </Text>
            </Group>
          ))}
        </Group>
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            {item.code ? `${t('details.code', { code: item.code })} · ` : ''}
            {t('recruitment.updated', { date: formatDate(item.updatedAt, locale) })}
          </Text>
          {item.status !== 'draft' && (
            <Text size="xs" c="gray.8">
              {WORKLIST_STAGES.map((stage) => `${t(`hiring:stage.${stage}`)}: ${item.stageCounts[stage]}`).join(' · ')}
            </Text>
          )}
          {item.overdue > 0 && (
            <Group gap={6}>
              <OverdueBadge label={t('recruitment.worklist.overdueBadge')} />
              <Text size="xs" c="red.9">
                {t('recruitment.worklist.overdueCount', { count: item.overdue })}
              </Text>
            </Group>
          )}
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
                aria-label={t('hiring:positions.candidatesOf', { title: item.title })}
              >
                {t('hiring:positions.candidates')}
              </Anchor>
              <Anchor component={Link} to={paths.published(item.id)} state={backTo(back)} size="xs">
                {t('recruitment.seePublished')}
              </Anchor>
            </Group>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
