import { Button, Divider, Group, Radio, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ApplicationEvaluations, type Evaluation, RECOMMENDATIONS, type Recommendation } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { applicationEvaluationsQuery } from '../api/list-application-evaluations.ts';
import { useSaveApplicationEvaluation } from '../api/save-application-evaluation.ts';

const SCORES = ['1', '2', '3', '4', '5'];

/**
 * The candidate's scorecards: the caller's own (a recommendation, 1 to 5 per criterion of the position,
 * a private note) and the team's, with the average. Read by the position's recruiters only.
 */
export function EvaluationPanel({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('hiring');
  const evaluations = useQuery(applicationEvaluationsQuery(applicationId));
  const mayEvaluate = useCan('recruitment.positions.evaluate');
  return (
    <SectionCard title={t('scorecard.title')}>
      {evaluations.isPending ? (
        <ListSkeleton rows={2} label={t('scorecard.loading')} />
      ) : evaluations.isError ? (
        <NoticeAlert tone="error">{failureMessage(evaluations.error)}</NoticeAlert>
      ) : (
        <Stack gap="md">
          <Summary data={evaluations.data} />
          {mayEvaluate && (
            <OwnScorecard
              key={evaluations.data.items.find((item) => item.mine)?.updatedAt ?? 'new'}
              applicationId={applicationId}
              data={evaluations.data}
            />
          )}
          <TeamScorecards items={evaluations.data.items.filter((item) => !item.mine)} />
        </Stack>
      )}
    </SectionCard>
  );
}

function Summary({ data }: { data: ApplicationEvaluations }) {
  const { t } = useTranslation('hiring');
  const { average, count } = data.summary;
  if (count === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('scorecard.none')}
      </Text>
    );
  }
  return (
    <Text size="sm" fw={600} data-evaluation-summary>
      {average === null
        ? t('scorecard.chipNoScore', { count })
        : t('scorecard.average', { average: average.toLocaleString('pt-BR'), count })}
    </Text>
  );
}

function OwnScorecard({ applicationId, data }: { applicationId: string; data: ApplicationEvaluations }) {
  const { t } = useTranslation('hiring');
  const save = useSaveApplicationEvaluation(applicationId);
  const mine = data.items.find((item) => item.mine);
  const [recommendation, setRecommendation] = useState<Recommendation | ''>(mine?.recommendation ?? '');
  const [note, setNote] = useState(mine?.note ?? '');
  const [scores, setScores] = useState<Record<string, string | null>>(
    Object.fromEntries((mine?.scores ?? []).map((item) => [item.criterion, String(item.score)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!recommendation) {
      setErrors({ recommendation: t('scorecard.recommendation') });
      return;
    }
    const given = data.criteria.flatMap((criterion) => (scores[criterion] ? [{ criterion, score: Number(scores[criterion]) }] : []));
    save.mutate(
      { recommendation, note: note.trim() || null, scores: given },
      {
        onSuccess: () => toast.success(t('scorecard.saved')),
        onError: (error) => {
          setErrors(apiFieldErrors(error));
          toast.error(failureMessage(error));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('scorecard.yours')}>
      <Stack gap="sm">
        <Radio.Group
          label={t('scorecard.recommendation')}
          value={recommendation}
          onChange={(value) => setRecommendation(value as Recommendation)}
          error={errors.recommendation}
          withAsterisk
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} mt={6}>
            {RECOMMENDATIONS.map((value) => (
              <Radio key={value} value={value} label={t(`scorecard.recommendations.${value}`)} />
            ))}
          </SimpleGrid>
        </Radio.Group>
        {data.criteria.length > 0 && (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('scorecard.criteria')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              {data.criteria.map((criterion) => (
                <Select
                  key={criterion}
                  label={criterion}
                  aria-label={t('scorecard.scoreOf', { criterion })}
                  placeholder={t('scorecard.noScore')}
                  data={SCORES}
                  value={scores[criterion] ?? null}
                  onChange={(value) => setScores((current) => ({ ...current, [criterion]: value }))}
                  clearable
                  allowDeselect
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        <Textarea
          label={t('scorecard.note')}
          description={t('scorecard.noteHint')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={4000}
          error={errors.note}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('scorecard.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TeamScorecards({ items }: { items: Evaluation[] }) {
  const { t } = useTranslation('hiring');
  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Divider label={t('scorecard.others')} labelPosition="left" />
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <li key={item.evaluatorId}>
            <Text size="sm" fw={600}>
              {t('scorecard.by', { name: item.evaluatorName, recommendation: t(`scorecard.recommendations.${item.recommendation}`) })}
            </Text>
            {item.scores.length > 0 && (
              <Text size="xs" c="gray.7">
                {item.scores.map((score) => t('scorecard.scoreLine', score)).join(' · ')}
              </Text>
            )}
            {item.note && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {item.note}
              </Text>
            )}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
