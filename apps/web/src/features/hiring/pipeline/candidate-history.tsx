import { Stack, Text, Timeline } from '@mantine/core';
import { type ApplicationEvent, PIPELINE_STAGES, STEP_KINDS } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { SectionCard } from '../../../lib/ui/section-card.tsx';

const isStage = (value: string): value is (typeof PIPELINE_STAGES)[number] => (PIPELINE_STAGES as readonly string[]).includes(value);
const isStep = (value: string): value is (typeof STEP_KINDS)[number] | 'interested' =>
  value === 'interested' || (STEP_KINDS as readonly string[]).includes(value);

/** The application's moves, newest first: who moved it, to which stage, with the message sent. */
export function CandidateHistory({ history }: { history: ApplicationEvent[] }) {
  const { t } = useTranslation('hiring');
  const locale = useLocale();
  const detailOf = (event: ApplicationEvent) => {
    const { detail } = event;
    // a rejection or a hire says its stage already; a start is always at the first step ("Interesse"), which
    // "Começou a candidatura: Interesse" would only repeat awkwardly
    if (!detail || detail === event.kind || event.kind === 'started') return null;
    if (event.kind === 'answer_date') return formatDate(`${detail}T12:00:00`, locale);
    // an interview or offer says what happened to it (a rejected interview is no rejected stage)
    if (event.kind === 'interview' || event.kind === 'offer') {
      return t(`candidate.hiringEvent.${detail}` as 'candidate.hiringEvent.sent', { defaultValue: detail });
    }
    if (isStage(detail)) return t(`stageOf.${detail}`);
    if (isStep(detail)) return t(`step.${detail}`);
    return detail;
  };
  const events = [...history].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <SectionCard title={t('candidate.history')}>
      {events.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('candidate.historyEmpty')}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} color="gray">
          {events.map((event) => {
            const detail = detailOf(event);
            return (
              <Timeline.Item
                key={event.id}
                title={detail ? `${t(`candidate.event.${event.kind}`)}: ${detail}` : t(`candidate.event.${event.kind}`)}
              >
                <Stack gap={2}>
                  {event.note && (
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {event.note}
                    </Text>
                  )}
                  <Text size="xs" c="gray.7">
                    {formatDateTime(event.at, locale)}
                    {event.actorName ? ` · ${t('candidate.by', { name: event.actorName })}` : ''}
                  </Text>
                </Stack>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </SectionCard>
  );
}
