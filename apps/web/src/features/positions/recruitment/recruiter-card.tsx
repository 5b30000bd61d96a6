import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { WorklistPosition } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { backTo } from '../../../lib/routing/back-target.ts';
import { OverdueBadge } from '../../../lib/ui/badges.tsx';
import { PositionCard } from '../../../lib/ui/cards/position-card.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { usePositionWords } from '../shared/position-words.ts';
import { PositionActions } from './position-actions.tsx';
import { useRecruiterStatus } from './recruiter-status.ts';
import { recruitmentPaths } from './recruitment-paths.ts';
import { WORKLIST_STAGES } from './worklist-table.tsx';

/** A position of the worklist on a phone: the card, its candidates per stage, overdue answers and what the caller may do. */
export function RecruiterCard({ item, back }: { item: WorklistPosition; back: string }) {
  const { t } = useTranslation(['positions', 'hiring']);
  const words = usePositionWords();
  const locale = useLocale();
  const paths = recruitmentPaths(useActiveWorkspace());
  const status = useRecruiterStatus(item);
  return (
    <PositionCard
      title={item.title}
      to={paths.edit(item.id)}
      companyName={item.department?.name ?? item.company.name}
      companyLogoUrl={item.company.avatarUrl}
      typeLabel={item.category.name}
      location={words.location(item)}
      remote={item.remote && item.location.city ? t('remote') : undefined}
      contract={words.contract(item)}
      salary={words.salary(item)}
      status={status}
      actions={
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
      }
    />
  );
}
