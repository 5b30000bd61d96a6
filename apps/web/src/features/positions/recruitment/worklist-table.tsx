import { Anchor, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { PositionSort, WorklistPosition } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatShortDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { backTo } from '../../../lib/routing/back-target.ts';
import { OverdueBadge, StatusBadge } from '../../../lib/ui/badges.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { usePositionWords } from '../shared/position-words.ts';
import { PositionActions } from './position-actions.tsx';
import { useRecruiterStatus } from './recruiter-status.ts';
import { recruitmentPaths } from './recruitment-paths.ts';

/** The pipeline stages the worklist counts (the rejected are out of the running). */
export const WORKLIST_STAGES = ['new', 'screening', 'interview', 'offer', 'hired'] as const;

/**
 * The worklist on a wide screen: one dense row per position, its candidates per stage and what needs attention. What
 * the caller may do sits under the title, so the table fits a 1280 px screen without scrolling sideways.
 */
export function WorklistTable({
  items,
  label,
  back,
  sort,
  onSort,
}: {
  items: WorklistPosition[];
  label: string;
  back: string;
  sort: PositionSort;
  onSort: (sort: PositionSort) => void;
}) {
  const { t } = useTranslation(['positions', 'hiring']);
  const sorted = { sort, onSort };
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh by="title" label={t('recruitment.worklist.position')} {...sorted} />
            <Table.Th>{t('recruitment.worklist.status')}</Table.Th>
            <SortableTh by="published" label={t('recruitment.worklist.published')} {...sorted} />
            {WORKLIST_STAGES.map((stage) => (
              <Table.Th key={stage} ta="right">
                {t(`hiring:stage.${stage}`)}
              </Table.Th>
            ))}
            <Table.Th ta="right">{t('recruitment.worklist.overdue')}</Table.Th>
            <Table.Th>{t('recruitment.worklist.recruiters')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <WorklistRow key={item.id} item={item} back={back} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Each order the worklist knows reads one way: titles A to Z, the last published first. */
const DIRECTION: Record<Exclude<PositionSort, 'recent'>, 'ascending' | 'descending'> = { title: 'ascending', published: 'descending' };

/**
 * A column heading that orders the list by its column (the same order as the "Ordenar por" select, in the address); a
 * second click goes back to the last changed first.
 */
function SortableTh({
  by,
  label,
  sort,
  onSort,
}: {
  by: Exclude<PositionSort, 'recent'>;
  label: string;
  sort: PositionSort;
  onSort: (sort: PositionSort) => void;
}) {
  const { t } = useTranslation('positions');
  const active = sort === by;
  const Icon = !active ? IconSelector : DIRECTION[by] === 'ascending' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? DIRECTION[by] : undefined}>
      <UnstyledButton
        onClick={() => onSort(active ? 'recent' : by)}
        fw={700}
        fz="sm"
        title={active ? t('recruitment.worklist.sortBy.recent') : t(`recruitment.worklist.sortBy.${by}`)}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
      >
        {label}
        <Icon size={14} aria-hidden="true" />
      </UnstyledButton>
    </Table.Th>
  );
}

function WorklistRow({ item, back }: { item: WorklistPosition; back: string }) {
  const { t } = useTranslation(['positions', 'hiring']);
  const locale = useLocale();
  const words = usePositionWords();
  const paths = recruitmentPaths(useActiveWorkspace());
  const status = useRecruiterStatus(item);
  const place = [item.department?.name, words.location(item)].filter(Boolean).join(' · ');
  return (
    <Table.Tr data-position={item.id}>
      <Table.Td miw={220} maw={320}>
        <Stack gap={2}>
          <Anchor component={Link} to={paths.edit(item.id)} state={backTo(back)} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Anchor>
          <Text size="xs" c="gray.7">
            {[item.code, place].filter(Boolean).join(' · ')}
          </Text>
          {item.approvalStatus === 'rejected' && item.status === 'draft' && item.approvalNote && (
            <Text size="xs" c="red.9">
              {t('recruitment.rejectedNote', { note: item.approvalNote })}
            </Text>
          )}
          <Group gap="sm" mt={4}>
            {item.status !== 'draft' && (
              <Anchor
                component={Link}
                to={paths.candidates(item.id)}
                state={backTo(back)}
                size="sm"
                fw={600}
                aria-label={t('hiring:positions.candidatesOf', { title: item.title })}
              >
                {t('hiring:positions.candidates')}
              </Anchor>
            )}
            <PositionActions item={item} />
          </Group>
        </Stack>
      </Table.Td>
      <Table.Td miw={124}>
        <StatusBadge tone={status.tone} label={status.label} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{item.publishedAt ? formatShortDate(item.publishedAt, locale) : '—'}</Table.Td>
      {WORKLIST_STAGES.map((stage) => (
        <Table.Td key={stage} ta="right" c={item.stageCounts[stage] === 0 ? 'gray.7' : undefined}>
          {item.stageCounts[stage]}
        </Table.Td>
      ))}
      <Table.Td ta="right" miw={128}>
        {item.overdue > 0 ? (
          <Group gap={4} wrap="nowrap" justify="flex-end" aria-label={t('recruitment.worklist.overdueCount', { count: item.overdue })}>
            <OverdueBadge label={t('recruitment.worklist.overdueBadge')} />
            <Text size="sm" c="red.9" fw={600} aria-hidden="true">
              {item.overdue}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="gray.7">
            0
          </Text>
        )}
      </Table.Td>
      <Table.Td maw={180}>
        <Text size="xs">{item.recruiters.map((person) => person.name).join(', ') || '—'}</Text>
      </Table.Td>
    </Table.Tr>
  );
}
