import { Text, Timeline } from '@mantine/core';
import type { ApplicationDetails, ApplicationEvent } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { formatAnswerDate } from '../shared/application-state.ts';

/** The history of the application's moves, oldest first: started, steps done, sent, the company's moves. */
export function ApplicationHistory({ details }: { details: Pick<ApplicationDetails, 'history'> }) {
  const { t } = useTranslation('applications');
  const locale = useLocale();
  if (details.history.length === 0) return null;
  const detailOf = (event: ApplicationEvent): string => {
    if (!event.detail) return '';
    if (event.kind === 'step_done') return t(`steps.${event.detail}` as 'steps.faq', { defaultValue: event.detail });
    if (event.kind === 'stage') return t(`stages.${event.detail}` as 'stages.new', { defaultValue: event.detail });
    if (event.kind === 'answer_date') return formatAnswerDate(event.detail, locale);
    return event.detail;
  };
  // interview and offer moves say who did what (invited, accepted, rejected, cancelled by the company)
  const titleOf = (event: ApplicationEvent): string => {
    const fallback = t(`history.${event.kind}`, { detail: detailOf(event) });
    if ((event.kind !== 'interview' && event.kind !== 'offer') || !event.detail) return fallback;
    return t(`history.${event.kind}Events.${event.detail}` as 'history.offerEvents.sent', { defaultValue: fallback });
  };
  return (
    <SectionCard title={t('history.title')}>
      <Timeline active={details.history.length - 1} bulletSize={16} lineWidth={2}>
        {details.history.map((event) => (
          <Timeline.Item key={event.id} title={titleOf(event)}>
            <Text size="xs" c="dimmed">
              {formatDateTime(event.at, locale)}
            </Text>
            {event.note && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {event.note}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </SectionCard>
  );
}
