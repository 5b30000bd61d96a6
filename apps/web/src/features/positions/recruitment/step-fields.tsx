import { Checkbox, CloseButton, Group, NumberInput, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import type { StepKind } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { AutoDeclineFields } from './auto-decline-fields.tsx';
import { newQuestion, type PositionFormApi } from './position-form-values.ts';
import { QuestionFields } from './question-fields.tsx';
import { RepeatList } from './repeat-list.tsx';

const MAX = { videos: 10, items: 30, questions: 20 } as const;

/** The fields of one kind of step: videos to watch, questions and answers to read, what the profile must carry, questions, a video answer. */
export function StepFields({ form, index, kind }: { form: PositionFormApi; index: number; kind: StepKind }) {
  const { t } = useTranslation('positions');
  const step = form.values.steps[index];
  if (!step) return null;
  const path = `steps.${index}` as const;
  const remove = (list: 'videos' | 'items', row: number, label: string) => (
    <CloseButton
      mt={28}
      aria-label={t('recruitment.form.removeRow', { row: label })}
      onClick={() => form.removeListItem(`${path}.${list}`, row)}
    />
  );

  switch (kind) {
    case 'videos':
      return (
        <RepeatList
          label={t('recruitment.form.videos')}
          addLabel={step.videos.length < MAX.videos ? t('recruitment.form.addVideo') : undefined}
          onAdd={() => form.insertListItem(`${path}.videos`, { title: '', url: '' })}
          count={step.videos.length}
          empty={t('recruitment.form.noRows')}
          error={form.errors[`${path}.videos`]}
        >
          {step.videos.map((_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id
            <Group key={row} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                label={t('recruitment.form.videoTitle', { number: row + 1 })}
                maxLength={200}
                style={{ flex: 1, minWidth: 0 }}
                {...form.getInputProps(`${path}.videos.${row}.title`)}
              />
              <TextInput
                label={t('recruitment.form.videoUrl', { number: row + 1 })}
                type="url"
                placeholder="https://"
                style={{ flex: 1, minWidth: 0 }}
                {...form.getInputProps(`${path}.videos.${row}.url`)}
              />
              {remove('videos', row, t('recruitment.form.videoTitle', { number: row + 1 }))}
            </Group>
          ))}
        </RepeatList>
      );
    case 'faq':
      return (
        <RepeatList
          label={t('recruitment.form.faq')}
          addLabel={step.items.length < MAX.items ? t('recruitment.form.addFaq') : undefined}
          onAdd={() => form.insertListItem(`${path}.items`, { question: '', answer: '' })}
          count={step.items.length}
          empty={t('recruitment.form.noRows')}
          error={form.errors[`${path}.items`]}
        >
          {step.items.map((_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id
            <Paper key={row} withBorder p="sm" radius="sm">
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
                  <TextInput
                    label={t('recruitment.form.faqQuestion', { number: row + 1 })}
                    maxLength={300}
                    {...form.getInputProps(`${path}.items.${row}.question`)}
                  />
                  <Textarea
                    label={t('recruitment.form.faqAnswer', { number: row + 1 })}
                    autosize
                    minRows={2}
                    maxLength={2000}
                    {...form.getInputProps(`${path}.items.${row}.answer`)}
                  />
                </Stack>
                {remove('items', row, t('recruitment.form.faqQuestion', { number: row + 1 }))}
              </Group>
            </Paper>
          ))}
        </RepeatList>
      );
    case 'profile':
      return (
        <Stack gap="xs">
          <Checkbox label={t('recruitment.form.askResume')} {...form.getInputProps(`${path}.resume`, { type: 'checkbox' })} />
          <Checkbox label={t('recruitment.form.askCoverLetter')} {...form.getInputProps(`${path}.coverLetter`, { type: 'checkbox' })} />
        </Stack>
      );
    case 'questions':
      return (
        <Stack gap="sm">
          <RepeatList
            label={t('recruitment.form.questions')}
            addLabel={step.questions.length < MAX.questions ? t('recruitment.form.addQuestion') : undefined}
            onAdd={() => form.insertListItem(`${path}.questions`, newQuestion())}
            count={step.questions.length}
            empty={t('recruitment.form.noRows')}
            error={form.errors[`${path}.questions`]}
          >
            {step.questions.map((_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id
              <QuestionFields key={row} form={form} path={path} row={row} onRemove={() => form.removeListItem(`${path}.questions`, row)} />
            ))}
          </RepeatList>
          <AutoDeclineFields form={form} path={path} />
        </Stack>
      );
    case 'video_answer':
      return (
        <Stack gap="sm">
          <Textarea
            label={t('recruitment.form.videoPrompt')}
            required
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps(`${path}.prompt`)}
          />
          <NumberInput
            label={t('recruitment.form.videoSeconds')}
            required
            min={30}
            max={600}
            step={30}
            allowDecimal={false}
            maw={280}
            {...form.getInputProps(`${path}.maxSeconds`)}
          />
        </Stack>
      );
  }
}
