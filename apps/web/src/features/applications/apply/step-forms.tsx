import { Accordion, Anchor, Button, Group, List, Radio, Stack, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconExternalLink } from '@tabler/icons-react';
import {
  alternativesOf,
  checkScreeningAnswer,
  failsKnockout,
  MAX_ANSWER_LENGTH,
  type PositionStep,
  type ScreeningAnswer,
  type StepAnswer,
} from '@trilha/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { z } from 'zod';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { uploadApplicationFile } from '../api/upload-application-file.ts';
import { AudioAnswer } from './audio-answer.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { ScreeningAnswerField, type ScreeningValue } from './screening-answer-field.tsx';

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

type QuestionMode = 'written' | 'audio';

/** Uploads an answer by voice to the application of the page (its failure is said in a toast). */
function useAudioUpload() {
  const { applicationId = '' } = useParams();
  return (audio: Blob) =>
    uploadApplicationFile(applicationId, 'audio', audio).catch((error: unknown) => {
      toast.error(failureMessage(error));
      throw error;
    });
}
const validateTexts = zodValidate(z.object({ answers: z.array(z.string().trim().min(1).max(MAX_ANSWER_LENGTH)) }));

/**
 * Answer the questions: each one typed or, when the step offers it (alternativesOf), by voice, recorded here or
 * chosen as a file. Every answer is required; a failed submit says how many are missing and moves focus to
 * the first. Sending uploads the audios first, then saves the step with their ids in place of the text.
 */
export function QuestionsStep({
  step,
  busy,
  onDone,
  upload,
}: StepFormProps<'questions'> & { upload?: (audio: Blob) => Promise<{ id: string }> }) {
  const { t } = useTranslation('applications');
  const uploadAudio = useAudioUpload();
  const send = upload ?? uploadAudio;
  const offersAudio = alternativesOf(step).includes('audio');
  const [modes, setModes] = useState<QuestionMode[]>(() => step.questions.map(() => 'written'));
  const [audios, setAudios] = useState<(Blob | null)[]>(() => step.questions.map(() => null));
  const [audioErrors, setAudioErrors] = useState<(string | null)[]>(() => step.questions.map(() => null));
  const [failed, setFailed] = useState({ count: 0, attempt: 0 });
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<{ answers: ScreeningValue[] }>({
    initialValues: { answers: step.questions.map((question) => (question.kind === 'multiple_choice' ? [] : '')) },
  });
  const values = form.values.answers;
  // what the eliminatory questions say of the answers given so far: told before the candidate saves the step
  const given = step.questions.map((question, index) => {
    const checked = question.kind === 'text' ? null : checkScreeningAnswer(question, values[index] ?? '');
    return checked && 'answer' in checked ? checked.answer : null;
  });
  const unmet = step.questions.filter((question, index) => given[index] != null && failsKnockout(question, given[index] ?? null));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // the typed answers by the contract's rule (the ones by voice need their audio), the others by their kind
    const texts = values.map((answer, index) =>
      step.questions[index]?.kind !== 'text' || modes[index] === 'audio' ? '-' : typeof answer === 'string' ? answer : '',
    );
    const errors: Record<string, string> = validateTexts({ answers: texts });
    for (const [index, question] of step.questions.entries()) {
      if (question.kind !== 'text' && given[index] === null) errors[`answers.${index}`] = t('questions.answerRequired');
    }
    const missingAudio = modes.map((mode, index) => (mode === 'audio' && !audios[index] ? t('questions.audioMissing') : null));
    form.setErrors(errors);
    setAudioErrors(missingAudio);
    const count = Object.keys(errors).length + missingAudio.filter(Boolean).length;
    setFailed((previous) => ({ count, attempt: previous.attempt + 1 }));
    if (count > 0) {
      const element = formRef.current;
      requestAnimationFrame(() => element?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSending(true);
    try {
      const answers: (ScreeningAnswer | { audioFileId: string })[] = [];
      for (const [index, mode] of modes.entries()) {
        const audio = audios[index];
        const answer = given[index];
        if (step.questions[index]?.kind !== 'text' && answer !== null && answer !== undefined) answers.push(answer);
        else if (mode === 'audio' && audio) answers.push({ audioFileId: (await send(audio)).id });
        else answers.push(String(values[index] ?? '').trim());
      }
      onDone({ kind: 'questions', answers });
    } catch {
      // the upload's failure is said by the page
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorSummary count={failed.count} attempt={failed.attempt} />
        {step.questions.map((question, index) => {
          const mode = modes[index] ?? 'written';
          if (question.kind !== 'text')
            return (
              <ScreeningAnswerField
                // biome-ignore lint/suspicious/noArrayIndexKey: the questions keep their order and have no id
                key={index}
                question={question}
                value={values[index] ?? ''}
                error={form.errors[`answers.${index}`] as string | undefined}
                onChange={(value) => {
                  form.setFieldValue(`answers.${index}`, value);
                  form.clearFieldError(`answers.${index}`);
                }}
              />
            );
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the questions keep their order and have no id
            <Stack key={index} gap={6}>
              {offersAudio && (
                <Radio.Group
                  label={
                    <>
                      {t('questions.how')}
                      <VisuallyHidden> {question.text}</VisuallyHidden>
                    </>
                  }
                  value={mode}
                  onChange={(value) => {
                    setModes((all) => all.map((item, at) => (at === index ? (value as QuestionMode) : item)));
                    setAudioErrors((all) => all.map((item, at) => (at === index ? null : item)));
                    form.clearFieldError(`answers.${index}`);
                  }}
                >
                  <Group gap="lg" mt={4}>
                    <Radio value="written" label={t('questions.alternative.written')} />
                    <Radio value="audio" label={t('questions.alternative.audio')} />
                  </Group>
                </Radio.Group>
              )}
              {mode === 'written' ? (
                <Textarea
                  label={question.text}
                  required
                  autosize
                  minRows={3}
                  maxRows={10}
                  maxLength={MAX_ANSWER_LENGTH}
                  {...form.getInputProps(`answers.${index}`)}
                />
              ) : (
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    {question.text}
                  </Text>
                  <AudioAnswer
                    question={question.text}
                    value={audios[index] ?? null}
                    error={audioErrors[index] ?? null}
                    onChange={(audio) => {
                      setAudios((all) => all.map((item, at) => (at === index ? audio : item)));
                      setAudioErrors((all) => all.map((item, at) => (at === index ? null : item)));
                    }}
                  />
                </Stack>
              )}
            </Stack>
          );
        })}
        {unmet.length > 0 && (
          <NoticeAlert tone="warning" title={t('questions.unmet.title')}>
            <List size="sm">
              {unmet.map((question) => (
                <List.Item key={question.text}>{question.text}</List.Item>
              ))}
            </List>
            <Text size="sm" mt="xs">
              {t('questions.unmet.body')}
            </Text>
          </NoticeAlert>
        )}
        <Group>
          <Button type="submit" loading={busy || sending}>
            {t('questions.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
