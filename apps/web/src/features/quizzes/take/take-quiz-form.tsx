import { Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Quiz, QuizAttemptResult } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { useSubmitAttempt } from '../api/submit-attempt.ts';

interface Props {
  quiz: Quiz;
  onResult: (result: QuizAttemptResult) => void;
  onCancel: () => void;
}

/** The questions to answer: one option on a single-choice question, any on a multiple-choice one. */
export function TakeQuizForm({ quiz, onResult, onCancel }: Props) {
  const { t } = useTranslation('quizzes');
  const submit = useSubmitAttempt(quiz.contentId);
  const form = useForm({ initialValues: { answers: quiz.questions.map(() => [] as string[]) } });
  const onSubmit = form.onSubmit((values) => {
    // every question answered before the attempt counts against the day's limit
    const unanswered = values.answers.flatMap((chosen, index) => (chosen.length === 0 ? [`answers.${index}`] : []));
    if (unanswered.length > 0) {
      form.setErrors(Object.fromEntries(unanswered.map((path) => [path, t('take.answerRequired')])));
      return;
    }
    submit.mutate({ answers: values.answers.map((chosen) => chosen.map(Number)) }, { onSuccess: onResult });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('take.formLabel')}>
      <Stack gap="lg">
        {quiz.questions.map((question, index) => {
          const label = t('take.questionLabel', { number: index + 1, text: question.text });
          const props = form.getInputProps(`answers.${index}`);
          const description = question.kind === 'single_choice' ? t('take.single') : t('take.multiple');
          return question.kind === 'single_choice' ? (
            <Radio.Group
              // biome-ignore lint/suspicious/noArrayIndexKey: answers are by index, in the questions' fixed order
              key={index}
              label={label}
              description={description}
              value={form.values.answers[index]?.[0] ?? null}
              onChange={(value) => form.setFieldValue(`answers.${index}`, value ? [value] : [])}
              error={props.error}
            >
              <Stack gap={6} mt="xs">
                {question.options.map((option, optionIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an option is its index in the question
                  <Radio key={optionIndex} value={String(optionIndex)} label={option} />
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            <Checkbox.Group
              // biome-ignore lint/suspicious/noArrayIndexKey: answers are by index, in the questions' fixed order
              key={index}
              label={label}
              description={description}
              value={form.values.answers[index] ?? []}
              onChange={(value) => form.setFieldValue(`answers.${index}`, value)}
              error={props.error}
            >
              <Stack gap={6} mt="xs">
                {question.options.map((option, optionIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an option is its index in the question
                  <Checkbox key={optionIndex} value={String(optionIndex)} label={option} />
                ))}
              </Stack>
            </Checkbox.Group>
          );
        })}
        {submit.error && <NoticeAlert tone="error">{failureMessage(submit.error)}</NoticeAlert>}
        <Group gap="sm">
          <Button type="submit" loading={submit.isPending}>
            {t('take.submit')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('take.cancel')}
          </Button>
        </Group>
        <Text size="xs" c="gray.7">
          {t('take.attemptsLeft', { count: quiz.attemptsLeft, total: quiz.attemptsPerDay })}
        </Text>
      </Stack>
    </form>
  );
}
