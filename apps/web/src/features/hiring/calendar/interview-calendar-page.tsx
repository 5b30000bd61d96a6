import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { CalendarInterview } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { StatusBadge } from '../../../lib/ui/badges.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { recruitmentPaths } from '../../positions/public.ts';
import { interviewCalendarQuery } from '../api/list-interview-calendar.ts';
import { localDay, shiftWeek, type Week, weekOf } from './week.ts';

/** "Segunda-feira, 15 de mar.": the locale's words, the first letter up (as a heading starts). */
function dayTitle(day: string, locale: string) {
  const text = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'short' }).format(new Date(`${day}T12:00:00`));
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
const timeOf = (instant: string, locale: string) => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(instant));

/** One interview (or offered time) of a day: when, who, for which position, and the way to the application. */
function CalendarItem({ item }: { item: CalendarInterview }) {
  const { t } = useTranslation('hiring');
  const locale = useLocale();
  const paths = recruitmentPaths(useActiveWorkspace());
  const confirmed = item.status === 'confirmed';
  return (
    <Paper
      withBorder
      p="xs"
      radius="sm"
      component="li"
      data-interview-status={item.status}
      style={{ borderStyle: confirmed ? 'solid' : 'dashed' }}
    >
      <Stack gap={2}>
        <Group gap={6} justify="space-between" wrap="wrap">
          <Text size="sm" fw={700}>
            {timeOf(item.startsAt, locale)}
          </Text>
          <StatusBadge tone={confirmed ? 'success' : 'info'} label={t(confirmed ? 'calendar.confirmed' : 'calendar.offered')} />
        </Group>
        <Anchor
          component={Link}
          to={paths.application(item.applicationId)}
          size="sm"
          fw={600}
          aria-label={t('calendar.open', { name: item.candidateName })}
          style={{ overflowWrap: 'anywhere' }}
        >
          {item.candidateName}
        </Anchor>
        <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {item.positionTitle} · {t('calendar.minutes', { count: item.durationMinutes })}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The week's days side by side on a wide screen; on a phone only the days that have interviews, one under another. */
function WeekView({ week, items }: { week: Week; items: CalendarInterview[] }) {
  const { t } = useTranslation('hiring');
  const locale = useLocale();
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const byDay = new Map<string, CalendarInterview[]>();
  for (const item of items) byDay.set(localDay(item.startsAt), [...(byDay.get(localDay(item.startsAt)) ?? []), item]);
  const days = wide ? week.days : week.days.filter((day) => byDay.has(day));
  return (
    // the columns follow the width in CSS, at once on a resize; the script only leaves out a phone's empty days
    <SimpleGrid cols={{ base: 1, md: 7 }} spacing="xs">
      {days.map((day) => {
        const dayItems = byDay.get(day) ?? [];
        return (
          <Stack key={day} gap="xs" component="section" aria-label={dayTitle(day, locale)} miw={0}>
            <Title order={2} size="h6">
              {dayTitle(day, locale)}
            </Title>
            {dayItems.length === 0 ? (
              <Text size="xs" c="gray.7">
                {t('calendar.noInterviews')}
              </Text>
            ) : (
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {dayItems.map((item) => (
                  <CalendarItem key={`${item.interviewId}-${item.startsAt}`} item={item} />
                ))}
              </Stack>
            )}
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}

/**
 * /c/:companyDomain/recruitment/interviews: the week's interviews (those agreed and the times still offered to a
 * candidate), a week at a time; the week is in the URL (`semana`), so a reload or a shared link opens the same one.
 */
export default function InterviewCalendarPage() {
  const { t } = useTranslation('hiring');
  const locale = useLocale();
  const workspace = useActiveWorkspace();
  usePageTitle(t('calendar.title'), workspace.name);
  const [params, setParams] = useSearchParams();
  const week = weekOf(params.get('semana'), new Date());
  const calendar = useQuery(interviewCalendarQuery(workspace.subdomain ?? workspace.id, week.from, week.to));
  const go = (monday: string | null) => setParams(monday ? { semana: monday } : {});
  const last = week.days[6] ?? week.monday;
  const range = t('calendar.week', {
    from: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(new Date(`${week.monday}T12:00:00`)),
    to: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${last}T12:00:00`)),
  });
  const items = calendar.data?.items ?? [];
  return (
    <Stack gap="md" py="sm">
      <PageHeader title={t('calendar.title')} subtitle={t('calendar.subtitle')} />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} aria-live="polite">
          {range}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => go(shiftWeek(week.monday, -1))}>
            {t('calendar.previous')}
          </Button>
          <Button variant="default" size="xs" onClick={() => go(null)}>
            {t('calendar.thisWeek')}
          </Button>
          <Button variant="default" size="xs" onClick={() => go(shiftWeek(week.monday, 1))}>
            {t('calendar.next')}
          </Button>
        </Group>
      </Group>
      {calendar.isPending ? (
        <ListSkeleton />
      ) : calendar.isError ? (
        <ErrorState message={failureMessage(calendar.error)} onRetry={() => calendar.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState illustration="people" title={t('calendar.empty')} description={t('calendar.emptyHint')} />
      ) : (
        <WeekView week={week} items={items} />
      )}
    </Stack>
  );
}
