import { Accordion, Anchor, Button, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconExternalLink } from '@tabler/icons-react';
import { MAX_ANSWER_LENGTH, type PositionStep, type StepAnswer } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { focusFirstInvalid } from './focus-first-invalid.ts';

type StepOf<K extends PositionStep['kind']> = Extract<PositionStep, { kind: K }>;

/** What every step's form gets: the step, whether its save is running, and where its answer goes. */
export interface StepFormProps<K extends PositionStep['kind']> {
  step: StepOf<K>;
  busy: boolean;
  onDone: (answer: StepAnswer) => void;
}

/** Watch the videos: the company's links, then "Assisti aos vídeos". */
export function VideosStep({ step, busy, onDone }: StepFormProps<'videos'>) {
  const { t } = useTranslation('applications');
  return (
    <Stack gap="sm">
      <Text size="sm">{t('videos.intro')}</Text>
      <List spacing="xs">
        {step.videos.map((video) => (
          <List.Item key={video.url}>
            <Anchor href={video.url} target="_blank" rel="noopener noreferrer">
              <Group gap={4} component="span" wrap="nowrap">
                {video.title}
                <IconExternalLink size={14} aria-hidden="true" />
              </Group>
            </Anchor>
          </List.Item>
        ))}
      </List>
      <Group>
        <Button onClick={() => onDone({ kind: 'videos' })} loading={busy}>
          {t('videos.done')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Read the FAQ: the company's questions and answers, then "Li as perguntas". */
export function FaqStep({ step, busy, onDone }: StepFormProps<'faq'>) {
  const { t } = useTranslation('applications');
  return (
    <Stack gap="sm">
      <Text size="sm">{t('faq.intro')}</Text>
      <Accordion variant="separated">
        {step.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the questions keep their order; the value names an element id
          <Accordion.Item key={index} value={`faq-${index}`}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {item.answer}
              </Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Group>
        <Button onClick={() => onDone({ kind: 'faq' })} loading={busy}>
          {t('faq.done')}
        </Button>
      </Group>
    </Stack>
  );
}

const questionsSchema = z.object({ answers: z.array(z.string().trim().min(1).max(MAX_ANSWER_LENGTH)) });

/** Answer the questions: one text per question, all required. */
export function QuestionsStep({ step, busy, onDone }: StepFormProps<'questions'>) {
  const { t } = useTranslation('applications');
  const form = useForm<{ answers: string[] }>({
    initialValues: { answers: step.questions.map(() => '') },
    validate: zodValidate(questionsSchema),
  });
  return (
    <form
      onSubmit={form.onSubmit(
        (values) => onDone({ kind: 'questions', answers: values.answers.map((answer) => answer.trim()) }),
        focusFirstInvalid,
      )}
      noValidate
    >
      <Stack gap="sm">
        {step.questions.map((question, index) => (
          <Textarea
            // biome-ignore lint/suspicious/noArrayIndexKey: the questions keep their order and have no id
            key={index}
            label={question.text}
            required
            autosize
            minRows={3}
            maxRows={10}
            maxLength={MAX_ANSWER_LENGTH}
            {...form.getInputProps(`answers.${index}`)}
          />
        ))}
        <Group>
          <Button type="submit" loading={busy}>
            {t('questions.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
