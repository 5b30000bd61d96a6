import { Button, Group, MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type AssignmentBody, assignmentBody } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage, hasFieldErrors } from '../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { DateField } from '../../../lib/ui/date-field.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { useCreateAssignment } from '../api/create-assignment.ts';
import { contentOptionsQuery, departmentOptionsQuery, listOptionsQuery, peopleOptionsQuery } from '../api/list-training-options.ts';

interface Values {
  kind: 'content' | 'list';
  itemId: string | null;
  audience: 'people' | 'department';
  userIds: string[];
  departmentId: string | null;
  dueDate: string;
}

/** The form's choices as the contract's body: one target and one audience, the other of each left out. */
const bodyOf = (v: Values): AssignmentBody => ({
  ...(v.kind === 'content' ? { contentId: v.itemId ?? '' } : { listId: v.itemId ?? '' }),
  ...(v.audience === 'people' ? { userIds: v.userIds } : { departmentId: v.departmentId ?? '' }),
  dueDate: v.dueDate,
});
/** The body's field names on the form's fields. */
const FIELD_OF: Record<string, keyof Values> = {
  contentId: 'itemId',
  listId: 'itemId',
  userIds: 'userIds',
  departmentId: 'departmentId',
  dueDate: 'dueDate',
};
const onFields = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [FIELD_OF[field.split('.')[0] ?? ''] ?? field, message]));
const validateBody = zodValidate(assignmentBody);

/** Assigns a content or a pathway to people or to a department, with a due date. */
export function AssignForm({ company, today }: { company: string; today: string }) {
  const { t } = useTranslation('assignments');
  const workspace = useActiveWorkspace();
  const form = useForm<Values>({
    initialValues: { kind: 'content', itemId: null, audience: 'department', userIds: [], departmentId: null, dueDate: '' },
    validate: (values) => onFields(validateBody(bodyOf(values))),
  });
  const { kind, audience } = form.getValues();
  const contents = useQuery({ ...contentOptionsQuery(workspace.id), enabled: kind === 'content' });
  const lists = useQuery({ ...listOptionsQuery(workspace.id), enabled: kind === 'list' });
  const departments = useQuery({ ...departmentOptionsQuery(workspace.id), enabled: audience === 'department' });
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const people = useQuery({ ...peopleOptionsQuery(workspace.id, query), enabled: audience === 'people' });
  const [picked, setPicked] = useState<Record<string, string>>({});
  const create = useCreateAssignment(company);

  const items = (kind === 'content' ? contents.data?.items : lists.data?.items) ?? [];
  const personOptions = [
    ...(people.data?.items ?? []).map((p) => ({ value: p.userId, label: `${p.name} ${p.lastName} (${p.email})`.trim() })),
    ...Object.entries(picked).map(([value, label]) => ({ value, label })),
  ].filter((option, index, all) => all.findIndex((other) => other.value === option.value) === index);

  const submit = form.onSubmit((values) =>
    create.mutate(bodyOf(values), {
      onSuccess: (created) => {
        toast.success(t('admin.form.assigned', { count: created.assignees }));
        form.reset();
      },
      onError: (error) => {
        form.setErrors(onFields(apiFieldErrors(error)));
        if (!hasFieldErrors(error)) toast.error(failureMessage(error));
      },
    }),
  );

  return (
    <SectionCard title={t('admin.form.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={6}>
              <Text size="sm" fw={500} id="assign-kind">
                {t('admin.form.kind')}
              </Text>
              <SegmentedControl
                aria-labelledby="assign-kind"
                data={(['content', 'list'] as const).map((value) => ({ value, label: t(`admin.form.kinds.${value}`) }))}
                {...form.getInputProps('kind')}
                onChange={(value) => {
                  form.setFieldValue('kind', value as Values['kind']);
                  form.setFieldValue('itemId', null);
                }}
              />
              <Select
                label={t(kind === 'content' ? 'admin.form.content' : 'admin.form.list')}
                placeholder={t('admin.form.itemPlaceholder')}
                searchable
                required
                data={items.map((item) => ({ value: item.id, label: item.title }))}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('itemId')}
              />
            </Stack>
            <Stack gap={6}>
              <Text size="sm" fw={500} id="assign-audience">
                {t('admin.form.audience')}
              </Text>
              <SegmentedControl
                aria-labelledby="assign-audience"
                data={(['department', 'people'] as const).map((value) => ({ value, label: t(`admin.form.audiences.${value}`) }))}
                {...form.getInputProps('audience')}
              />
              {audience === 'department' ? (
                <Select
                  label={t('admin.form.department')}
                  description={t('admin.form.departmentHint')}
                  placeholder={t('admin.form.itemPlaceholder')}
                  searchable
                  required
                  data={(departments.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps('departmentId')}
                />
              ) : (
                <MultiSelect
                  label={t('admin.form.people')}
                  placeholder={t('admin.form.peoplePlaceholder')}
                  searchable
                  required
                  data={personOptions}
                  searchValue={search}
                  onSearchChange={setSearch}
                  filter={({ options }) => options}
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps('userIds')}
                  onChange={(ids) => {
                    form.setFieldValue('userIds', ids);
                    setPicked(Object.fromEntries(personOptions.filter((o) => ids.includes(o.value)).map((o) => [o.value, o.label])));
                  }}
                />
              )}
            </Stack>
          </SimpleGrid>
          <Group align="flex-end" justify="space-between" gap="md">
            <DateField
              label={t('admin.form.dueDate')}
              required
              min={today}
              w={{ base: '100%', xs: 220 }}
              {...form.getInputProps('dueDate')}
            />
            <Button type="submit" loading={create.isPending}>
              {t('admin.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
