import { ActionIcon, Button, Checkbox, FileInput, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPhoto, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ContentItem, type ListDetails, listForm } from '@trilha/contract';
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
import { listQuery } from '../api/get-list.ts';
import { myContentsQuery } from '../api/list-my-contents.ts';
import { useSaveList } from '../api/save-list.ts';
import { learningPaths } from '../shared/paths.ts';
import { SkillChips, type SkillRef } from '../shared/skill-chips.tsx';

/** Create or edit a pathway: title, description, skills, cover, private flag and its contents in order. */
export default function ListManagePage() {
  const { listId } = useParams();
  const existing = useQuery({ ...listQuery(listId ?? ''), enabled: Boolean(listId) });
  if (listId && existing.isPending) return <PageSkeleton />;
  if (listId && existing.isError) return <ErrorState message={failureMessage(existing.error)} onRetry={() => existing.refetch()} />;
  return <ListManageForm key={listId ?? 'new'} listId={listId} initial={existing.data} />;
}

function ListManageForm({ listId, initial }: { listId?: string; initial?: ListDetails }) {
  const { t } = useTranslation('contents');
  const workspace = useActiveWorkspace();
  const paths = learningPaths(workspace);
  const navigate = useNavigate();
  const save = useSaveList(listId);
  const [cover, setCover] = useState<File | null>(null);
  const [skills, setSkills] = useState<SkillRef[]>(initial?.skills ?? []);
  const [items, setItems] = useState<Pick<ContentItem, 'id' | 'title'>[]>(initial?.contents ?? []);
  // the contents one may add: those of this workspace (or, in the personal one, one's own)
  const choices = useQuery(
    myContentsQuery({ filter: 'published', page: 1, workspaceId: workspace.type === 'individual' ? undefined : workspace.id }),
  );
  const form = useForm({
    initialValues: {
      title: initial?.title ?? '',
      description: initial?.description ?? '',
      private: initial?.private ?? false,
      removeCoverImage: false,
    },
    validate: zodValidate(listForm),
  });
  // leave after the guard has seen the save: navigating from onSuccess would be blocked as unsaved
  const [savedId, setSavedId] = useState<string | null>(null);
  const leaveGuard = useLeaveGuard(form.isDirty() && savedId === null);
  useEffect(() => {
    if (savedId) navigate(paths.listDetails(savedId), { replace: true });
  }, [savedId, navigate, paths]);
  const heading = listId ? t('listForm.editTitle') : t('listForm.newTitle');
  usePageTitle(heading, workspace.name);

  const move = (index: number, by: -1 | 1) =>
    setItems((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + by, 0, moved);
      return next;
    });

  const submit = form.onSubmit((values) => {
    const data = new FormData();
    data.set('workspaceId', workspace.id);
    for (const [key, value] of Object.entries(values)) data.set(key, String(value));
    data.set('skills', JSON.stringify(skills.map((skill) => skill.id)));
    data.set('contents', JSON.stringify(items.map((item) => item.id)));
    if (cover) data.set('coverImage', cover);
    save.mutate(data, {
      onSuccess: (saved) => {
        toast.success(t('listForm.saved'));
        setSavedId(saved.id);
      },
      onError: (error) => {
        form.setErrors(apiFieldErrors(error));
        toast.error(`${t('listForm.saveError')} ${failureMessage(error)}`);
      },
    });
  });

  const options = (choices.data?.items ?? [])
    .filter((item) => !items.some((chosen) => chosen.id === item.id))
    .map((item) => ({ value: item.id, label: item.title }));

  return (
    <Stack gap="md" py="sm" maw={760}>
      <PageHeader title={heading} />
      <form onSubmit={submit} noValidate>
        <SectionCard title={t('listForm.section')}>
          <Stack gap="md">
            <TextInput label={t('form.title')} required maxLength={255} {...form.getInputProps('title')} />
            <Textarea label={t('form.description')} autosize minRows={3} maxLength={5000} {...form.getInputProps('description')} />
            <SkillChips value={skills} onChange={setSkills} />
            <FileInput
              label={t('form.cover')}
              description={t('form.coverHint')}
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
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                {t('listForm.contents')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('listForm.contentsHint')}
              </Text>
              <ol style={{ margin: 0, paddingInlineStart: 20 }}>
                {items.map((item, index) => (
                  <li key={item.id}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" lineClamp={1}>
                        {item.title}
                      </Text>
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          disabled={index === 0}
                          aria-label={t('listForm.moveUp', { title: item.title })}
                          onClick={() => move(index, -1)}
                        >
                          <IconArrowUp size={16} aria-hidden="true" />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          disabled={index === items.length - 1}
                          aria-label={t('listForm.moveDown', { title: item.title })}
                          onClick={() => move(index, 1)}
                        >
                          <IconArrowDown size={16} aria-hidden="true" />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          aria-label={t('listForm.remove', { title: item.title })}
                          onClick={() => setItems(items.filter((x) => x.id !== item.id))}
                        >
                          <IconX size={16} aria-hidden="true" />
                        </ActionIcon>
                      </Group>
                    </Group>
                  </li>
                ))}
              </ol>
              <Select
                aria-label={t('listForm.pickContent')}
                placeholder={t('listForm.pickPlaceholder')}
                data={options}
                searchable
                value={null}
                onChange={(value) => {
                  const picked = choices.data?.items.find((item) => item.id === value);
                  if (picked) setItems([...items, { id: picked.id, title: picked.title }]);
                }}
              />
            </Stack>
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
