import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { PipelineCandidate } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { backTo } from '../../../lib/routing/back-target.ts';
import { OverdueBadge, StatusBadge } from '../../../lib/ui/badges.tsx';
import { initialsOf } from '../../../lib/ui/initials.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { recruitmentPaths } from '../../positions/public.ts';

/**
 * One candidate in a stage column or tab: who, since when, the promised answer date; opens the candidate's page. In a
 * board's narrow column (`compact`) the name takes the card's whole width (no picture) and leaves room at its right for
 * the selection checkbox laid over the card's corner.
 */
export function CandidateCard({ candidate, back, compact = false }: { candidate: PipelineCandidate; back: string; compact?: boolean }) {
  const { t } = useTranslation('hiring');
  const locale = useLocale();
  const paths = recruitmentPaths(useActiveWorkspace());
  return (
    <Paper
      component={Link}
      to={paths.application(candidate.applicationId)}
      state={backTo(back)}
      withBorder
      radius="md"
      p="sm"
      aria-label={t('card.open', { name: candidate.name })}
      style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
      data-candidate={candidate.applicationId}
    >
      <Stack gap={6}>
        <Group gap="sm" wrap="nowrap" pr={compact ? 22 : 0}>
          {!compact && (
            <Avatar src={candidate.avatarUrl} alt="" radius="xl" color="brand" size="md">
              {initialsOf(candidate.name)}
            </Avatar>
          )}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" lineClamp={3} style={{ overflowWrap: 'break-word' }}>
              {candidate.name}
            </Text>
            {candidate.headline && (
              <Text size="xs" c="gray.7" lineClamp={2}>
                {candidate.headline}
              </Text>
            )}
          </Stack>
        </Group>
        {candidate.match && (
          <Text size="xs" fw={600} c="brand.9" title={t('card.matchOf', { met: candidate.match.met, total: candidate.match.total })}>
            {t('card.match', { percent: candidate.match.percent, met: candidate.match.met, total: candidate.match.total })}
          </Text>
        )}
        {candidate.evaluations.count > 0 && (
          <Text size="xs" c="gray.8" data-evaluations>
            {candidate.evaluations.average === null
              ? t('scorecard.chipNoScore', { count: candidate.evaluations.count })
              : t('scorecard.chip', { average: candidate.evaluations.average.toLocaleString(locale), count: candidate.evaluations.count })}
          </Text>
        )}
        {(candidate.pcd || candidate.accommodation) && (
          <Group gap={6}>
            {candidate.pcd && <StatusBadge tone="info" label={t('workbench.badges.pcd')} />}
            {candidate.accommodation && <StatusBadge tone="warning" label={t('workbench.badges.accommodation')} wrap />}
          </Group>
        )}
        {candidate.screening && (
          <Stack gap={2} align="flex-start">
            <StatusBadge
              tone={candidate.screening.passed ? 'success' : 'danger'}
              label={candidate.screening.passed ? t('candidate.screeningPassed') : t('candidate.screeningFailedBadge')}
              wrap
            />
            {!candidate.screening.passed && (
              <Text size="xs" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
                {t('candidate.screeningFailed', { questions: candidate.screening.failed.join('; ') })}
              </Text>
            )}
          </Stack>
        )}
        <Text size="xs" c="gray.7">
          {candidate.submittedAt ? t('card.submitted', { date: formatDate(candidate.submittedAt, locale) }) : t('card.inProgress')}
        </Text>
        {(candidate.answerBy || candidate.internal) && (
          <Group gap={6}>
            {candidate.answerBy && (
              <Text size="xs" c={candidate.overdue ? 'red.9' : 'gray.7'}>
                {t('card.answerBy', { date: formatDate(`${candidate.answerBy}T12:00:00`, locale) })}
              </Text>
            )}
            {candidate.overdue && <OverdueBadge label={t('card.overdue')} />}
            {candidate.internal && (
              <Badge size="xs" variant="light" color="gray">
                {t('card.internal')}
              </Badge>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
