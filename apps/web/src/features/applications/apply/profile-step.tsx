import { Anchor, Button, FileInput, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileText } from '@tabler/icons-react';
import { alternativesOf, MAX_ANSWER_LENGTH } from '@trilha/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { ErrorSummary, errorCount } from './error-summary.tsx';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import type { StepFormProps } from './step-forms.tsx';

const SOURCES = ['trilha_profile', 'pdf'] as const;
/** A PDF or an accessible document (the 'document' alternative), read by the server for its text */
const RESUME_TYPES =
  'application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text,text/plain,.pdf,.docx,.odt,.txt';
type Source = (typeof SOURCES)[number];
interface Values {
  source: Source;
  resume: File | null;
  coverLetter: string;
}

/** The profile step's form: a resume (the Trilha profile or a PDF) when the position asks one, the cover letter. */
function profileSchema(step: { resume: boolean; coverLetter: boolean }) {
  return z
    .object({
      source: z.enum(SOURCES),
      resume: z.instanceof(File).nullable(),
      coverLetter: step.coverLetter ? z.string().trim().min(1).max(MAX_ANSWER_LENGTH) : z.string().trim().max(MAX_ANSWER_LENGTH),
    })
    .superRefine((values, ctx) => {
      if (step.resume && values.source === 'pdf' && !values.resume) ctx.addIssue({ code: 'custom', path: ['resume'], message: 'required' });
    });
}

const PROFILE_PATH = '/account/profile';

/**
 * Resume and cover letter: "Usar meu perfil Trilha" (the default when the profile is complete; the application keeps
 * a copy of it as sent) or a PDF, and a cover letter, optional unless the position asks for it (up to 3,000
 * characters).
 */
export function ProfileStep({
  step,
  busy,
  onDone,
  upload,
  profileComplete = false,
}: StepFormProps<'profile'> & { upload: (file: File) => Promise<{ id: string }>; profileComplete?: boolean }) {
  const { t } = useTranslation('applications');
  const offered = alternativesOf(step);
  const form = useForm<Values>({
    initialValues: {
      source: profileComplete && offered.includes('trilha_profile') ? 'trilha_profile' : 'pdf',
      resume: null,
      coverLetter: '',
    },
    validate: zodValidate(profileSchema(step)),
  });
  const useProfile = offered.length > 0 && form.values.source === 'trilha_profile';
  const [failed, setFailed] = useState({ count: 0, attempt: 0 });
  // a failed submit says how many fields need attention and moves focus to the first
  const onInvalid = (errors: Record<string, unknown>, values: Values, event?: FormEvent<HTMLFormElement>) => {
    setFailed((previous) => ({ count: errorCount(errors), attempt: previous.attempt + 1 }));
    focusFirstInvalid(errors, values, event);
  };
  const submit = form.onSubmit(async (values) => {
    const coverLetter = values.coverLetter.trim() || null;
    if (useProfile) return onDone({ kind: 'profile', useProfile: true, coverLetter, resumeFileId: null });
    const resume = values.resume ? await upload(values.resume).catch(() => null) : null;
    if (values.resume && !resume) return;
    onDone({ kind: 'profile', coverLetter, resumeFileId: resume?.id ?? null });
  }, onInvalid);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ErrorSummary count={failed.count} attempt={failed.attempt} />
        {offered.length > 1 && (
          <Radio.Group label={t('profile.how')} {...form.getInputProps('source')}>
            <Stack gap="xs" mt={6}>
              {SOURCES.filter((source) => offered.includes(source)).map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={t(`profile.alternative.${option}`)}
                  description={option === 'trilha_profile' ? t('profile.alternative.trilhaProfileHint') : undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {useProfile && !profileComplete && (
          <NoticeAlert tone="warning" title={t('profile.incomplete')}>
            <Anchor component={Link} to={PROFILE_PATH} size="sm">
              {t('profile.completeProfile')}
            </Anchor>
          </NoticeAlert>
        )}
        {useProfile && profileComplete && (
          <Text size="sm">
            {t('profile.willSend')}{' '}
            <Anchor component={Link} to={PROFILE_PATH} size="sm" underline="always">
              {t('profile.reviewProfile')}
            </Anchor>
          </Text>
        )}
        {step.resume && !useProfile && (
          <FileInput
            label={t('profile.resume')}
            placeholder={t('profile.resumePlaceholder')}
            accept={RESUME_TYPES}
            required
            clearable
            leftSection={<IconFileText size={16} aria-hidden="true" />}
            {...form.getInputProps('resume')}
          />
        )}
        <Textarea
          label={t('profile.coverLetter')}
          description={t(step.coverLetter ? 'profile.coverLetterHint' : 'profile.coverLetterOptional')}
          required={step.coverLetter}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={MAX_ANSWER_LENGTH}
          {...form.getInputProps('coverLetter')}
        />
        <Group>
          <Button type="submit" loading={busy}>
            {t('profile.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
