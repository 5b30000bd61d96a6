import '@mantine/dropzone/styles.css';
import { Badge, Button, Checkbox, Group, List, Paper, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { RESUME_MAX_BYTES, type ResumeDraft, type ResumeField } from '@trilha/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { errorText } from '../../../lib/i18n/server-errors.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { ProgressBar } from '../../../lib/ui/progress.tsx';
import { useApplyResume } from '../api/apply-resume.ts';
import { resumeImportQuery } from '../api/get-resume-import.ts';
import { useUploadResume } from '../api/upload-resume.ts';
import { experienceLine, languagesLine } from './draft-text.ts';

type Stage = 'select' | 'reading' | 'error' | 'revision';

interface Props {
  /** after the confirmed draft is on the profile */
  onApplied: () => void;
  onCancel?: () => void;
  /** told when the import moves between choosing a file, reading it, a refusal and the revision */
  onStage?: (stage: Stage) => void;
}

/**
 * The resume import (file selection, analysis up to 3 minutes, revision with the found fields highlighted,
 * error, timeout): nothing reaches the profile until the user confirms the revision.
 */
export function ResumeImport({ onApplied, onCancel, onStage }: Props) {
  const { t } = useTranslation('common');
  const upload = useUploadResume();
  const [importId, setImportId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const current = useQuery({ ...resumeImportQuery(importId ?? ''), enabled: importId !== null });
  const restart = () => {
    setImportId(null);
    setRefusal(null);
    upload.reset();
  };
  const choose = (file: File) => {
    setRefusal(null);
    upload.mutate(file, { onSuccess: (started) => setImportId(started.id), onError: (error) => setRefusal(failureMessage(error)) });
  };
  const reject = (rejections: FileRejection[]) => {
    const code = rejections[0]?.errors[0]?.code;
    setRefusal(errorText(code === 'file-too-large' ? 'resume.too_large' : 'resume.wrong_format'));
  };

  const data = current.data;
  const stage: Stage =
    data?.status === 'done' && data.draft ? 'revision' : data?.error ? 'error' : importId || upload.isPending ? 'reading' : 'select';
  useEffect(() => onStage?.(stage), [stage, onStage]);
  if (data?.status === 'done' && data.draft) return <Revision draft={data.draft} onApplied={onApplied} onCancel={onCancel ?? restart} />;
  if (data?.error)
    return (
      <Stack gap="sm">
        <NoticeAlert tone="error" role="alert">
          {data.error.message}
        </NoticeAlert>
        <Group>
          <Button variant="light" onClick={restart}>
            {t('resume.another')}
          </Button>
        </Group>
      </Stack>
    );
  if (importId || upload.isPending)
    return (
      <Stack gap="xs" aria-busy="true">
        <Text fw={600}>{t('resume.reading')}</Text>
        <ProgressBar value={data?.progress ?? 0} label={t('resume.progress')} />
        <Text size="sm" c="gray.7">
          {t('resume.wait')}
        </Text>
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={(files) => files[0] && choose(files[0])}
        onReject={reject}
        maxSize={RESUME_MAX_BYTES}
        accept={['application/pdf']}
        multiple={false}
      >
        <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
          <IconFileTypePdf size={40} stroke={1.5} aria-hidden="true" />
          <Stack gap={2}>
            <Text fw={600}>{t('resume.drop')}</Text>
            <Text size="sm" c="gray.7">
              {t('resume.rules')}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {refusal && (
        <NoticeAlert tone="error" role="alert">
          {refusal}
        </NoticeAlert>
      )}
    </Stack>
  );
}

/** One group of the revision: highlighted when the resume had it. */
function Field({ label, found, children }: { label: string; found: boolean; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Paper withBorder radius="md" p="sm" bg={found ? 'teal.0' : undefined} data-found={found || undefined}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text fw={600} size="sm">
          {label}
        </Text>
        {found && (
          <Badge size="sm" variant="filled" color="teal.9">
            {t('resume.found')}
          </Badge>
        )}
      </Group>
      {children}
    </Paper>
  );
}

type Part = 'professionalExperiences' | 'academicExperiences' | 'languages' | 'skills';
const PARTS: Part[] = ['professionalExperiences', 'academicExperiences', 'languages', 'skills'];

function Revision({ draft, onApplied, onCancel }: { draft: ResumeDraft; onApplied: () => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation(['common', 'profile']);
  const locale = useLocale();
  const apply = useApplyResume();
  const [included, setIncluded] = useState<Part[]>(PARTS.filter((part) => draft[part].length > 0));
  const found = (field: ResumeField) => draft.found.includes(field);
  const none = (
    <Text size="sm" c="gray.7">
      {t('resume.notFound')}
    </Text>
  );
  const confirm = () => {
    const chosen: ResumeDraft = {
      ...draft,
      ...Object.fromEntries(PARTS.filter((part) => !included.includes(part)).map((part) => [part, []])),
    };
    apply.mutate(chosen, { onSuccess: onApplied });
  };
  const include = (part: Part) => (
    <Checkbox
      size="xs"
      label={t('resume.include')}
      checked={included.includes(part)}
      disabled={draft[part].length === 0}
      onChange={(event) => setIncluded(event.currentTarget.checked ? [...included, part] : included.filter((item) => item !== part))}
    />
  );
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('resume.revisionTitle')}</Text>
      <Text size="sm" c="gray.7">
        {t('resume.revisionHint')}
      </Text>
      <Field
        label={t('resume.fields.contact')}
        found={found('name') || found('email') || found('phone') || found('city') || found('professionalTitle')}
      >
        <List size="sm" spacing={2}>
          <List.Item>{`${t('resume.fields.name')}: ${[draft.name, draft.lastName].filter(Boolean).join(' ') || '—'}`}</List.Item>
          <List.Item>{`${t('resume.fields.email')}: ${draft.email ?? '—'}`}</List.Item>
          <List.Item>{`${t('resume.fields.phone')}: ${draft.phone ?? '—'}`}</List.Item>
          <List.Item>{`${t('resume.fields.city')}: ${[draft.city, draft.state].filter(Boolean).join(' - ') || '—'}`}</List.Item>
          <List.Item>{`${t('resume.fields.title')}: ${draft.professionalTitle ?? '—'}`}</List.Item>
          <List.Item>{`${t('profile:professional.description')}: ${draft.professionalDescription ?? '—'}`}</List.Item>
        </List>
      </Field>
      <Field label={t('resume.fields.experiences')} found={found('professionalExperiences')}>
        {draft.professionalExperiences.length === 0 ? (
          none
        ) : (
          <List size="sm" spacing={2}>
            {draft.professionalExperiences.map((item) => (
              <List.Item key={`${item.company}${item.startDate}`}>{experienceLine(item, locale, t('resume.current'))}</List.Item>
            ))}
          </List>
        )}
        {include('professionalExperiences')}
      </Field>
      <Field label={t('resume.fields.education')} found={found('academicExperiences')}>
        {draft.academicExperiences.length === 0 ? (
          none
        ) : (
          <List size="sm" spacing={2}>
            {draft.academicExperiences.map((item) => (
              <List.Item key={`${item.institution}${item.startDate}`}>{`${item.title} — ${item.institution}`}</List.Item>
            ))}
          </List>
        )}
        {include('academicExperiences')}
      </Field>
      <Field label={t('resume.fields.languages')} found={found('languages')}>
        {draft.languages.length === 0 ? (
          none
        ) : (
          <Text size="sm">{languagesLine(draft.languages, i18n.language, (proficiency) => t(`resume.levels.${proficiency}`))}</Text>
        )}
        {include('languages')}
      </Field>
      <Field label={t('resume.fields.skills')} found={found('skills')}>
        {draft.skills.length === 0 ? (
          none
        ) : (
          <Group gap={6}>
            {draft.skills.map((skill) => (
              <Badge key={skill.skillId} variant="light" size="sm">
                {skill.title}
              </Badge>
            ))}
          </Group>
        )}
        {include('skills')}
      </Field>
      {apply.isError && (
        <NoticeAlert tone="error" role="alert">
          {failureMessage(apply.error)}
        </NoticeAlert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('resume.cancel')}
        </Button>
        <Button onClick={confirm} loading={apply.isPending}>
          {t('resume.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
