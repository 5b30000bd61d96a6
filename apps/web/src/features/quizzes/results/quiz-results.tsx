import { Progress, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { TextSkeleton } from '../../../lib/ui/skeletons.tsx';
import { quizResultsQuery } from '../api/get-quiz-results.ts';

/** What the creator learns from the attempts at the current questions: totals, then per question the share right. */
export function QuizResults({ contentId }: { contentId: string }) {
  const { t } = useTranslation('quizzes');
  const results = useQuery(quizResultsQuery(contentId));
  if (results.isPending) return <TextSkeleton lines={3} />;
  if (results.isError) return <ErrorState message={failureMessage(results.error)} onRetry={() => results.refetch()} />;
  const { attempts, passes, questions } = results.data;
  if (attempts === 0) return <Text c="gray.7">{t('results.empty')}</Text>;
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('results.totals', { count: attempts, passes })}</Text>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs" aria-label={t('results.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('results.question')}</Table.Th>
              <Table.Th w={110}>{t('results.attempts')}</Table.Th>
              <Table.Th w={160}>{t('results.right')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {questions.map((question, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: results are in the questions' fixed order
              <Table.Tr key={index}>
                <Table.Td>{t('results.questionText', { number: index + 1, text: question.text })}</Table.Td>
                <Table.Td>{question.attempts}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm">{t('results.share', { share: question.rightShare })}</Text>
                    <Progress value={question.rightShare} size="sm" color="teal" aria-hidden="true" />
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
