import { Badge, Button } from '@mantine/core';
import { IconCalendarDue, IconClockExclamation, IconMapPin } from '@tabler/icons-react';
import type { ApplicationItem } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDayMonth } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { OverdueBadge, StatusBadge, TypeBadge, typeIcon } from '../../../lib/ui/badges.tsx';
import { type CardFact, CoverCard } from '../../../lib/ui/cards/cover-card.tsx';
import { ProgressBar } from '../../../lib/ui/progress.tsx';
import { AnswerReminder } from '../../messages/public.ts';
import { formatAnswerDate, statusOf, stepsPercent } from './application-state.ts';

/** One application in a tab: the position, its status, the steps done, the promised answer date and unread messages. */
export function ApplicationCard({ item, to }: { item: ApplicationItem; to: string }) {
  const { t } = useTranslation('applications');
  const locale = useLocale();
  const status = statusOf(item);
  const place = item.position.location.city
    ? `${item.position.location.city}${item.position.location.state ? ` - ${item.position.location.state}` : ''}`
    : null;
  const facts: CardFact[] = [
    place && { icon: IconMapPin, label: place },
    item.answerBy && item.overdue
      ? { icon: IconClockExclamation, label: t('card.overdue', { date: formatDayMonth(item.answerBy, locale) }), urgent: true }
      : item.answerBy && item.status !== 'closed' && item.status !== 'given_up'
        ? { icon: IconCalendarDue, label: t('card.answerBy', { date: formatAnswerDate(item.answerBy, locale) }) }
        : null,
  ].filter((fact): fact is CardFact => Boolean(fact));
  const stepsLabel = t('card.steps', { done: item.stepsDone, count: item.stepsTotal });
  return (
    <CoverCard
      data-card="application"
      title={item.position.title}
      to={to}
      fallbackIcon={typeIcon('position')}
      coverBadge={<TypeBadge type="position" label={item.internal ? t('card.internal') : item.position.category.name} solid />}
      kicker={item.position.company.name}
      badges={
        <>
          <StatusBadge tone={status.tone} label={t(`status.${status.key}` as 'status.closed')} />
          {item.overdue && <OverdueBadge label={t('card.overdueBadge')} />}
          {item.unreadMessages > 0 && (
            <Badge color="red.9" variant="filled" radius="sm">
              {t('card.unread', { count: item.unreadMessages })}
            </Badge>
          )}
        </>
      }
      description={item.status === 'closed' && item.closingMessage ? `${t('card.closingMessage')}: ${item.closingMessage}` : undefined}
      facts={facts}
      progress={item.stepsTotal > 0 ? <ProgressBar value={stepsPercent(item)} label={stepsLabel} /> : undefined}
      actions={
        item.status === 'in_progress' ? (
          <Button component={Link} to={to} size="xs" variant="light">
            {t('card.continue')}
          </Button>
        ) : item.overdue ? (
          // the promised date passed without a decision: one reminder may go
          <AnswerReminder applicationId={item.id} />
        ) : undefined
      }
    />
  );
}
