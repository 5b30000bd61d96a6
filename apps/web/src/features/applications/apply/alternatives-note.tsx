import { Text } from '@mantine/core';
import { alternativesOf, EXTRA_TIME_FACTOR, type PositionStep } from '@trilha/contract';
import { useTranslation } from 'react-i18next';

/**
 * What a step offers, said from the same list the server accepts (alternativesOf): the note never promises an
 * alternative the step does not take. Nothing when the step has a single way to answer.
 */
export function AlternativesNote({ step }: { step: PositionStep }) {
  const { t, i18n } = useTranslation('applications');
  const offered = alternativesOf(step);
  if (offered.length < 2) return null;
  const list = new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(
    offered.map((alternative) => t(`alternatives.${alternative}`)),
  );
  // the time limit and its extra time, from the same data the recorder and the written answer use (timeLimitOf)
  const limit =
    step.kind === 'video_answer'
      ? ` ${t('alternatives.sameLimit', { count: step.maxSeconds })} ${t('alternatives.extraTime', { percent: Math.round((EXTRA_TIME_FACTOR - 1) * 100) })}`
      : '';
  return (
    <Text size="sm">
      {t(step.kind === 'profile' ? 'alternatives.noteResume' : 'alternatives.note', { list })}
      {limit}
    </Text>
  );
}
