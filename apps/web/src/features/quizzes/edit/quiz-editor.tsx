import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_QUESTION_OPTIONS, type QuestionKind, type Quiz, type QuizBody, quizBody } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage, hasFieldErrors } from '../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useSaveQuiz } from '../api/save-quiz.ts';

type Question = QuizBody['questions'][number];
const blankQuestion = (): Question => ({ text: '', kind: 'single_choice', options: ['', ''], correct: [] });

interface Props {
  contentId: string;
  quiz: Quiz | null;
  onDone: () => void;
}

/** The creator's form: questions, their options and the right ones, and the passing score. */
export function QuizEditor({ contentId, quiz, onDone }: Props) {
  const { t } = useTranslation('quizzes');
  const save = useSaveQuiz(contentId);
  const form = useForm<QuizBody>({
    initialValues: {
      passingScore: quiz?.passingScore ?? 70,
      questions: quiz?.questions.map((question) => ({ ...question, correct: question.correct ?? [] })) ?? [blankQuestion()],
    },
    validate: zodValidate(quizBody),
  });
  const onSubmit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('edit.saved'));
        onDone();
      },
      onError: (error) => form.setErrors(apiFieldErrors(error)),
    }),
  );

  const setKind = (index: number, kind: QuestionKind) => {
    form.setFieldValue(`questions.${index}.kind`, kind);
    // a single-choice question keeps at most its first right option
    if (kind === 'single_choice') form.setFieldValue(`questions.${index}.correct`, form.values.questions[index]?.correct.slice(0, 1) ?? []);
  };
  const toggleCorrect = (index: number, option: number, checked: boolean) => {
    const question = form.values.questions[index];
    if (!question) return;
    const correct =
      question.kind === 'single_choice'
        ? [option]
        : checked
          ? [...question.correct, option].sort()
          : question.correct.filter((o) => o !== option);
    form.setFieldValue(`questions.${index}.correct`, correct);
  };
  const removeOption = (index: number, option: number) => {
    const question = form.values.questions[index];
    if (!question) return;
    form.setFieldValue(`questions.${index}`, {
      ...question,
      options: question.options.filter((_, o) => o !== option),
      correct: question.correct.filter((o) => o !== option).map((o) => (o > option ? o - 1 : o)),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('edit.formLabel')}>
      <Stack gap="md">
        <NumberInput
          label={t('edit.passingScore')}
          description={t('edit.passingScoreHint')}
          min={0}
          max={100}
          suffix="%"
          maw={240}
          withAsterisk
          {...form.getInputProps('passingScore')}
        />
        {form.values.questions.map((question, index) => {
          const correctError = form.errors[`questions.${index}.correct`];
          return (
            <Paper
              key={form.key(`questions.${index}`)}
              withBorder
              radius="md"
              p="md"
              component="fieldset"
              aria-label={t('edit.questionLabel', { number: index + 1 })}
            >
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Textarea
                    label={t('edit.questionLabel', { number: index + 1 })}
                    autosize
                    minRows={1}
                    withAsterisk
                    style={{ flex: 1 }}
                    {...form.getInputProps(`questions.${index}.text`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    mt={28}
                    aria-label={t('edit.removeQuestion', { number: index + 1 })}
                    disabled={form.values.questions.length === 1}
                    onClick={() => form.removeListItem('questions', index)}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
                <SegmentedControl
                  value={question.kind}
                  onChange={(value) => setKind(index, value as QuestionKind)}
                  aria-label={t('edit.kind')}
                  data={[
                    { value: 'single_choice', label: t('edit.single') },
                    { value: 'multiple_choice', label: t('edit.multiple') },
                  ]}
                  style={{ alignSelf: 'flex-start' }}
                />
                <Text size="sm" c="gray.7">
                  {t('edit.markCorrect')}
                </Text>
                {question.options.map((_option, optionIndex) => {
                  const isCorrect = question.correct.includes(optionIndex);
                  const markLabel = t('edit.correctOption', { number: optionIndex + 1 });
                  return (
                    <Group key={form.key(`questions.${index}.options.${optionIndex}`)} gap="xs" wrap="nowrap" align="flex-start">
                      {question.kind === 'single_choice' ? (
                        <Radio mt={8} aria-label={markLabel} checked={isCorrect} onChange={() => toggleCorrect(index, optionIndex, true)} />
                      ) : (
                        <Checkbox
                          mt={8}
                          aria-label={markLabel}
                          checked={isCorrect}
                          onChange={(event) => toggleCorrect(index, optionIndex, event.currentTarget.checked)}
                        />
                      )}
                      <TextInput
                        aria-label={t('edit.optionLabel', { number: optionIndex + 1 })}
                        placeholder={t('edit.optionLabel', { number: optionIndex + 1 })}
                        style={{ flex: 1 }}
                        {...form.getInputProps(`questions.${index}.options.${optionIndex}`)}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        mt={4}
                        aria-label={t('edit.removeOption', { number: optionIndex + 1 })}
                        disabled={question.options.length <= 2}
                        onClick={() => removeOption(index, optionIndex)}
                      >
                        <IconTrash size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Group>
                  );
                })}
                {correctError && (
                  <Text size="sm" c="red.8" role="alert">
                    {correctError}
                  </Text>
                )}
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} aria-hidden="true" />}
                  style={{ alignSelf: 'flex-start' }}
                  disabled={question.options.length >= MAX_QUESTION_OPTIONS}
                  onClick={() => form.insertListItem(`questions.${index}.options`, '')}
                >
                  {t('edit.addOption')}
                </Button>
              </Stack>
            </Paper>
          );
        })}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => form.insertListItem('questions', blankQuestion())}
        >
          {t('edit.addQuestion')}
        </Button>
        {save.error && !hasFieldErrors(save.error) && <NoticeAlert tone="error">{failureMessage(save.error)}</NoticeAlert>}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('edit.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('edit.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
