import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconChartBar, IconCheck, IconPencil, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { QuizAttemptResult } from '@trilha/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../../../lib/api/api-error.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { TextSkeleton } from '../../../lib/ui/skeletons.tsx';
import { quizQuery } from '../api/get-quiz.ts';
import { QuizEditor } from '../edit/quiz-editor.tsx';
import { QuizResults } from '../results/quiz-results.tsx';
import { TakeQuizForm } from './take-quiz-form.tsx';

interface Props {
  contentId: string;
  /** whether the caller edits the content (the quiz may not exist yet, so the content says it) */
  canManage: boolean;
  /** after an attempt: the content's own progress changed when it passed */
  onAttempt: (result: QuizAttemptResult) => void;
}

type View = 'summary' | 'take' | 'edit' | 'results';

/** A questionnaire on its content's page: the learner takes it and sees the verdict; its editor writes it and reads results. */
export function QuizPanel({ contentId, canManage, onAttempt }: Props) {
  const { t } = useTranslation('quizzes');
  const quiz = useQuery(quizQuery(contentId));
  const [view, setView] = useState<View>('summary');
  const [result, setResult] = useState<QuizAttemptResult | null>(null);

  const missing = quiz.isError && isNotFound(quiz.error);
  let body: ReactNode;
  if (quiz.isPending) body = <TextSkeleton lines={3} label={t('panel.loading')} />;
  else if (quiz.isError && !missing) body = <ErrorState message={failureMessage(quiz.error)} onRetry={() => quiz.refetch()} />;
  else if (view === 'edit') body = <QuizEditor contentId={contentId} quiz={quiz.data ?? null} onDone={() => setView('summary')} />;
  else if (!quiz.data) body = <Text c="gray.7">{canManage ? t('panel.emptyEditor') : t('panel.empty')}</Text>;
  else if (view === 'take')
    body = (
      <TakeQuizForm
        quiz={quiz.data}
        onCancel={() => setView('summary')}
        onResult={(attempt) => {
          setResult(attempt);
          setView('summary');
          onAttempt(attempt);
        }}
      />
    );
  else {
    const data = quiz.data;
    const exhausted = data.attemptsLeft === 0;
    body = (
      <Stack gap="sm">
        {data.verified && (
          <Group gap="xs">
            <Badge color="teal" size="lg" leftSection={<IconCheck size={14} aria-hidden="true" />}>
              {t('panel.verified')}
            </Badge>
            {data.bestScore !== null && <Text size="sm">{t('panel.bestScore', { score: data.bestScore })}</Text>}
          </Group>
        )}
        <Text size="sm">{t('panel.rules', { count: data.questions.length, passing: data.passingScore })}</Text>
        {result &&
          (result.passed ? (
            <NoticeAlert tone="success" title={t('panel.passed')}>
              {t('panel.score', { score: result.score })}
            </NoticeAlert>
          ) : (
            <NoticeAlert tone="warning" title={t('panel.failed', { count: result.passingScore - result.score })}>
              {t('panel.scoreOf', { score: result.score, passing: result.passingScore })}
            </NoticeAlert>
          ))}
        <Text size="sm" c="gray.7">
          {exhausted ? t('panel.exhausted') : t('take.attemptsLeft', { count: data.attemptsLeft, total: data.attemptsPerDay })}
        </Text>
        {view === 'results' && <QuizResults contentId={contentId} />}
      </Stack>
    );
  }

  const showActions = !quiz.isPending && view !== 'take' && view !== 'edit' && (quiz.data || canManage);
  return (
    <div data-quiz-panel>
      <SectionCard title={t('panel.title')} description={t('panel.description')}>
        {body}
        {showActions && (
          <Group gap="sm">
            {quiz.data && (
              <Button
                leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
                disabled={quiz.data.attemptsLeft === 0}
                onClick={() => setView('take')}
              >
                {result ? t('panel.tryAgain') : t('panel.take')}
              </Button>
            )}
            {canManage && (
              <Button variant="default" leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={() => setView('edit')}>
                {quiz.data ? t('panel.edit') : t('panel.write')}
              </Button>
            )}
            {canManage && quiz.data && (
              <Button
                variant="default"
                leftSection={<IconChartBar size={16} aria-hidden="true" />}
                aria-pressed={view === 'results'}
                onClick={() => setView(view === 'results' ? 'summary' : 'results')}
              >
                {view === 'results' ? t('panel.hideResults') : t('panel.results')}
              </Button>
            )}
          </Group>
        )}
      </SectionCard>
    </div>
  );
}

declare module '../../../lib/i18n/resources.ts' {
  interface Resources {
    quizzes: typeof import('../../../lib/i18n/locales/pt-BR/quizzes.json');
  }
}
