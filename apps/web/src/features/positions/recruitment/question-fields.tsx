import { Checkbox, CloseButton, Group, MultiSelect, NumberInput, Paper, Select, Stack, TagsInput, Textarea } from '@mantine/core';
import { SCREENING_KINDS, type ScreeningKind, YES_NO } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import type { PositionFormApi } from './position-form-values.ts';

const CHOICES: readonly ScreeningKind[] = ['single_choice', 'multiple_choice'];

/**
 * One question of a `questions` step: its text and kind, the options of a choice, and whether it is eliminatory with
 * what it accepts (a yes/no answer, options, a least number). A candidate who fails it still applies, told before
 * sending; the recruiter filters by it.
 */
export function QuestionFields({
  form,
  path,
  row,
  onRemove,
}: {
  form: PositionFormApi;
  path: `steps.${number}`;
  row: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation('positions');
  const step = form.values.steps[Number(path.split('.')[1])];
  const question = step?.questions[row];
  if (!question) return null;
  const at = `${path}.questions.${row}` as const;
  const number = row + 1;
  const choices = CHOICES.includes(question.kind);
  const knockoutError = form.errors[`${at}.knockout`] ?? form.errors[`${at}.knockout.accept`];
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <Textarea
            label={t('recruitment.form.question', { number })}
            autosize
            minRows={1}
            maxLength={500}
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps(`${at}.text`)}
          />
          <CloseButton
            mt={28}
            aria-label={t('recruitment.form.removeRow', { row: t('recruitment.form.question', { number }) })}
            onClick={onRemove}
          />
        </Group>
        <Select
          label={t('recruitment.form.questionKind', { number })}
          data={SCREENING_KINDS.map((kind) => ({ value: kind, label: t(`recruitment.form.questionKinds.${kind}`) }))}
          allowDeselect={false}
          value={question.kind}
          onChange={(kind) => {
            form.setFieldValue(`${at}.kind`, (kind ?? 'text') as ScreeningKind);
            form.setFieldValue(`${at}.accept`, []);
          }}
        />
        {choices && (
          <TagsInput
            label={t('recruitment.form.questionOptions', { number })}
            description={t('recruitment.form.questionOptionsHint')}
            maxTags={20}
            {...form.getInputProps(`${at}.options`)}
          />
        )}
        {question.kind !== 'text' && (
          <Checkbox
            label={t('recruitment.form.eliminatory')}
            description={t('recruitment.form.eliminatoryHint')}
            {...form.getInputProps(`${at}.eliminatory`, { type: 'checkbox' })}
          />
        )}
        {question.eliminatory && question.kind === 'number' && (
          <NumberInput
            label={t('recruitment.form.knockoutMin', { number })}
            required
            error={knockoutError}
            {...form.getInputProps(`${at}.min`)}
          />
        )}
        {question.eliminatory && (question.kind === 'yes_no' || choices) && (
          <MultiSelect
            label={t('recruitment.form.knockoutAccept', { number })}
            required
            data={
              question.kind === 'yes_no'
                ? YES_NO.map((answer) => ({ value: answer, label: t(`recruitment.form.yesNo.${answer}`) }))
                : question.options
            }
            value={question.accept}
            onChange={(accept) => form.setFieldValue(`${at}.accept`, accept)}
            error={knockoutError}
          />
        )}
      </Stack>
    </Paper>
  );
}
