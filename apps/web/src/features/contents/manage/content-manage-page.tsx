import { Button, Checkbox, FileInput, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLink, IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  CONTENT_LANGUAGES,
  CONTENT_LEVELS,
  CONTENT_TYPES,
  contentForm,
  type contentsApi,
  DURATION_UNITS,
  type EndpointResponse,
} from '@trilha/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { useLeaveGuard } from '../../../lib/forms/leave-guard.tsx';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { useExtractMeta } from '../api/extract-meta.ts';
import { contentQuery } from '../api/get-content.ts';
import { useSaveContent } from '../api/save-content.ts';
import { learningPaths } from '../shared/paths.ts';
import { SkillChips, type SkillRef } from '../shared/skill-chips.tsx';

interface Values {
  type: (typeof CONTENT_TYPES)[number];
  title: string;
  description: string;
  link: string;
  language: (typeof CONTENT_LANGUAGES)[number];
  duration: number | '';
  durationUnit: (typeof DURATION_UNITS)[number];
  level: (typeof CONTENT_LEVELS)[number] | null;
  private: boolean;
  publishToProfile: boolean;
  public: boolean;
  coverImageUrl: string;
  removeCoverImage: boolean;
}

const EMPTY: Values = {
  type: 'video',
  title: '',
  description: '',
  link: '',
  language: 'pt-BR',
  duration: '',
  durationUnit: 'min',
  level: null,
  private: false,
  publishToProfile: false,
  public: false,
  coverImageUrl: '',
  removeCoverImage: false,
};

import { PackageUpload } from './package-upload.tsx';
/** Create or edit a content (/…/content/manage/:contentId?): the link fills title, description and cover. */
export default function ContentManagePage() {
  const { contentId } = useParams();
  const existing = useQuery({ ...contentQuery(contentId ?? ''), enabled: Boolean(contentId) });
  if (contentId && existing.isPending) return <PageSkeleton />;
  if (contentId && existing.isError) return <ErrorState message={failureMessage(existing.error)} onRetry={() => existing.refetch()} />;
  return <ContentManageForm key={contentId ?? 'new'} contentId={contentId} initial={existing.data} />;
}

function ContentManageForm({ contentId, initial }: { contentId?: string; initial?: EndpointResponse<typeof contentsApi.getContent> }) {
  const { t } = useTranslation('contents');
  const workspace = useActiveWorkspace();
  const paths = learningPaths(workspace);
  const navigate = useNavigate();
  const save = useSaveContent(contentId);
  const extract = useExtractMeta();
  const [cover, setCover] = useState<File | null>(null);
  const [skills, setSkills] = useState<SkillRef[]>(initial?.skills ?? []);
  const form = useForm<Values>({
    initialValues: initial
      ? {
          ...EMPTY,
          type: initial.type,
          title: initial.title,
          description: initial.description ?? '',
          link: initial.link ?? '',
          language: initial.language,
          duration: initial.duration ?? '',
          durationUnit: initial.durationUnit ?? 'min',
          level: initial.level,
          private: initial.private,
          publishToProfile: initial.publishToProfile,
          public: initial.public,
        }
      : EMPTY,
    validate: (values) => zodValidate(contentForm)({ ...values, duration: values.duration === '' ? null : values.duration, skills: [] }),
  });
  // leave after the guard has seen the save: navigating from onSuccess would be blocked as unsaved
  const [savedId, setSavedId] = useState<string | null>(null);
  const leaveGuard = useLeaveGuard(form.isDirty() && savedId === null);
  useEffect(() => {
    if (savedId) navigate(paths.contentDetails(savedId), { replace: true });
  }, [savedId, navigate, paths]);
  usePageTitle(contentId ? t('form.editTitle') : t('form.newTitle'), workspace.name);
  useEffect(() => {
    if (form.values.private && form.values.public) form.setFieldValue('public', false);
  }, [form.values.private, form.values.public, form.setFieldValue]);

  const fillFromLink = () =>
    extract.mutate(form.values.link.trim(), {
      onSuccess: (meta) => {
        if (meta.title && !form.values.title) form.setFieldValue('title', meta.title);
        if (meta.description && !form.values.description) form.setFieldValue('description', meta.description);
        if (meta.image) form.setFieldValue('coverImageUrl', meta.image);
        toast.info(t('form.filled'));
      },
      onError: (error) => form.setFieldError('link', failureMessage(error)),
    });

  const submit = form.onSubmit((values) => {
    const data = new FormData();
    data.set('workspaceId', workspace.id);
    for (const [key, value] of Object.entries(values)) data.set(key, value === null ? '' : String(value));
    data.set('skills', JSON.stringify(skills.map((skill) => skill.id)));
    if (cover) data.set('coverImage', cover);
    save.mutate(data, {
      onSuccess: (saved) => {
        toast.success(t('form.saved'));
        setSavedId(saved.id);
      },
      onError: (error) => {
        form.setErrors(apiFieldErrors(error));
        toast.error(`${t('form.saveError')} ${failureMessage(error)}`);
      },
    });
  });

  const options = <T extends string>(values: readonly T[], prefix: 'types' | 'levels' | 'languages' | 'units') =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}` as 'types.video') }));

  return (
    <Stack gap="md" py="sm" maw={760}>
      <PageHeader title={contentId ? t('form.editTitle') : t('form.newTitle')} />
      <form onSubmit={submit} noValidate>
        <SectionCard title={t('form.section')}>
          <Stack gap="md">
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('form.link')}
                description={t('form.linkHint')}
                leftSection={<IconLink size={16} aria-hidden="true" />}
                placeholder="https://"
                {...form.getInputProps('link')}
              />
              <Button variant="light" onClick={fillFromLink} loading={extract.isPending} disabled={!form.values.link.trim()}>
                {t('form.fill')}
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('form.type')}
                data={options(CONTENT_TYPES, 'types')}
                allowDeselect={false}
                required
                {...form.getInputProps('type')}
              />
              <Select
                label={t('form.language')}
                data={options(CONTENT_LANGUAGES, 'languages')}
                allowDeselect={false}
                {...form.getInputProps('language')}
              />
            </SimpleGrid>
            <TextInput label={t('form.title')} required maxLength={255} {...form.getInputProps('title')} />
            <Textarea
              label={t('form.description')}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={5000}
              {...form.getInputProps('description')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput label={t('form.duration')} min={1} max={100000} allowDecimal={false} {...form.getInputProps('duration')} />
              <Select label={t('form.unit')} data={options(DURATION_UNITS, 'units')} {...form.getInputProps('durationUnit')} />
              <Select label={t('form.level')} data={options(CONTENT_LEVELS, 'levels')} clearable {...form.getInputProps('level')} />
            </SimpleGrid>
            <SkillChips value={skills} onChange={setSkills} />
            <FileInput
              label={t('form.cover')}
              description={form.values.coverImageUrl ? form.values.coverImageUrl : t('form.coverHint')}
              accept="image/png,image/jpeg,image/webp,image/gif"
              leftSection={<IconPhoto size={16} aria-hidden="true" />}
              clearable
              value={cover}
              onChange={setCover}
            />
            {initial?.coverUrl && (
              <Checkbox label={t('form.removeCover')} {...form.getInputProps('removeCoverImage', { type: 'checkbox' })} />
            )}
            <Checkbox
              label={t('form.private')}
              description={t('form.privateHint')}
              {...form.getInputProps('private', { type: 'checkbox' })}
            />
            <Checkbox label={t('form.publishToProfile')} {...form.getInputProps('publishToProfile', { type: 'checkbox' })} />
            <Checkbox
              label={t('form.public')}
              description={t('form.publicHint')}
              disabled={form.values.private}
              {...form.getInputProps('public', { type: 'checkbox' })}
            />
            {form.values.type === 'course' && <PackageUpload contentId={contentId} current={initial?.package ?? null} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => navigate(-1)}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('form.save')}
              </Button>
            </Group>
          </Stack>
        </SectionCard>
      </form>
      {leaveGuard}
    </Stack>
  );
}
