import { Checkbox, Group, NumberInput, Radio, Stack } from '@mantine/core';
import { type ScreeningQuestion, YES_NO } from '@trilha/contract';
import { useTranslation } from 'react-i18next';

/** A screening answer as the form holds it: '' or an option, the options chosen, a number or ''. */
export type ScreeningValue = string | string[] | number;

interface Props {
  question: ScreeningQuestion;
  value: ScreeningValue;
  error?: string | null;
  onChange: (value: ScreeningValue) => void;
}

/** The answer to a question that is not free text: yes or no, one option, several options, or a number. */
export function ScreeningAnswerField({ question, value, error, onChange }: Props) {
  const { t } = useTranslation('applications');
  const label = question.text;
  switch (question.kind) {
    case 'yes_no':
    case 'single_choice': {
      const options =
        question.kind === 'yes_no'
          ? YES_NO.map((answer) => ({ value: answer, label: t(`questions.yesNo.${answer}`) }))
          : (question.options ?? []).map((option) => ({ value: option, label: option }));
      return (
        <Radio.Group label={label} required value={typeof value === 'string' ? value : ''} onChange={onChange} error={error}>
          <Group gap="lg" mt={4}>
            {options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
      );
    }
    case 'multiple_choice':
      return (
        <Checkbox.Group
          label={label}
          description={t('questions.several')}
          required
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          error={error}
        >
          <Stack gap={6} mt={4}>
            {(question.options ?? []).map((option) => (
              <Checkbox key={option} value={option} label={option} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'number':
      return (
        <NumberInput
          label={label}
          required
          decimalSeparator=","
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => onChange(typeof next === 'number' ? next : '')}
          error={error}
          maw={240}
        />
      );
    default:
      return null;
  }
}
