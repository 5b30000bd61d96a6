import { Accordion, Anchor, Button, Group, List, Radio, Stack, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconExternalLink } from '@tabler/icons-react';
import { alternativesOf, MAX_ANSWER_LENGTH, type PositionStep, type StepAnswer } from '@trilha/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { z } from 'zod';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { uploadApplicationFile } from '../api/upload-application-file.ts';
import { AudioAnswer } from './audio-answer.tsx';
import { ErrorSummary } from './error-summary.tsx';

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
  const form = useForm<{ answers: string[] }>({ initialValues: { answers: step.questions.map(() => '') } });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // the typed answers by the contract's rule; the ones by voice need their audio
    const errors = validateTexts({ answers: form.values.answers.map((answer, index) => (modes[index] === 'audio' ? '-' : answer)) });
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
      const answers: (string | { audioFileId: string })[] = [];
      for (const [index, mode] of modes.entries()) {
        const audio = audios[index];
        if (mode === 'audio' && audio) answers.push({ audioFileId: (await send(audio)).id });
        else answers.push((form.values.answers[index] ?? '').trim());
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
        <Group>
          <Button type="submit" loading={busy || sending}>
            {t('questions.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
