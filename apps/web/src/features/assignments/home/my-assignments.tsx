import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MyAssignment } from '@trilha/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatShortDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { myAssignmentsQuery } from '../api/list-my-assignments.ts';
import { AssignmentStatusBadge } from '../shared/assignment-status.tsx';

/** Where an assignment opens: the content or pathway in the company that assigned it. */
const pathOf = (a: MyAssignment) => {
  const home = `/c/${a.company.subdomain ?? a.company.id}`;
  return a.kind === 'content' ? `${home}/content/${a.itemId}` : `${home}/contents/pathways/${a.itemId}`;
};

/**
 * The home's first section for someone a company assigned training to: what is still to do, nearest deadline first,
 * with "Atrasado" on what is late. Done ones leave the list; with nothing to do the section is not shown.
 */
export function MyAssignments({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('assignments');
  const locale = useLocale();
  const titleId = useId();
  const mine = useQuery(myAssignmentsQuery());
  if (mine.isPending) return <ListSkeleton rows={2} label={t('home.loading')} />;
  if (mine.isError) return <ErrorState message={failureMessage(mine.error)} onRetry={() => mine.refetch()} />;
  const open = mine.data.items.filter((a) => a.company.id === workspaceId && a.status !== 'done');
  if (open.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={titleId} data-assignments>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('home.title')}
      </Title>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-xs)' }}>
        {open.map((a) => (
          <Paper key={a.assignmentId} component="li" withBorder radius="md" p="md">
            <Group justify="space-between" align="center" gap="sm" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                <Anchor component={Link} to={pathOf(a)} fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {a.title}
                </Anchor>
                <Text size="sm" c="gray.7">
                  {t(`kinds.${a.kind}`)} · {t('home.due', { date: formatShortDate(`${a.dueDate}T12:00:00Z`, locale) })}
                </Text>
              </Stack>
              <AssignmentStatusBadge status={a.status} />
            </Group>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
