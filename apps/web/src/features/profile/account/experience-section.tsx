import { Checkbox, CloseButton, Group, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthField } from '../../../lib/ui/date-field.tsx';
import { monthField, type ProfileFormApi } from '../shared/profile-form.ts';
import { ListSection } from './list-section.tsx';
import { NameAutocomplete } from './name-autocomplete.tsx';

/** One entry of a repeated part: a numbered box with its remove button. */
function Row({
  label,
  onRemove,
  removeLabel,
  children,
}: {
  label: string;
  onRemove: () => void;
  removeLabel: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-label={label} withBorder radius="md" p="sm">
      <Group justify="space-between" mb="xs">
        <Text fw={600} size="sm">
          {label}
        </Text>
        <CloseButton aria-label={`${removeLabel}: ${label}`} onClick={onRemove} />
      </Group>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

/** The start and end months with the "current" box that hides the end. */
function Period({
  form,
  base,
  current,
  labels,
}: {
  form: ProfileFormApi;
  base: string;
  current: string;
  labels: { start: string; end: string; current: string };
}) {
  const isCurrent = Boolean(form.getInputProps(`${base}.${current}`, { type: 'checkbox' }).checked);
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <MonthField label={labels.start} required {...monthField(form, `${base}.startDate`)} />
        {!isCurrent && <MonthField label={labels.end} required {...monthField(form, `${base}.endDate`)} />}
      </SimpleGrid>
      <Checkbox
        label={labels.current}
        {...form.getInputProps(`${base}.${current}`, { type: 'checkbox' })}
        onChange={(event) => {
          form.setFieldValue(`${base}.${current}`, event.currentTarget.checked);
          if (event.currentTarget.checked) form.setFieldValue(`${base}.endDate`, null);
        }}
      />
    </>
  );
}

/** Professional experiences: company and role suggested by the lookups, tasks, period. */
export function ExperienceSection({ form }: { form: ProfileFormApi }) {
  const { t } = useTranslation('profile');
  const items = form.getValues().professionalExperiences;
  const add = () =>
    form.insertListItem('professionalExperiences', {
      company: '',
      role: '',
      tasks: '',
      startDate: '',
      endDate: null,
      currentlyWorking: false,
    });
  return (
    <ListSection
      title={t('experiences.title')}
      empty={t('experiences.empty')}
      count={items.length}
      addLabel={t('experiences.add')}
      onAdd={add}
    >
      {items.map((item, index) => {
        const base = `professionalExperiences.${index}`;
        return (
          <Row
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; removing one re-renders the rest
            key={index}
            label={t('experiences.item', { number: index + 1 })}
            removeLabel={t('remove')}
            onRemove={() => form.removeListItem('professionalExperiences', index)}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NameAutocomplete
                kind="companies"
                label={t('experiences.company')}
                required
                {...form.getInputProps(`${base}.company`)}
                value={item.company}
              />
              <NameAutocomplete
                kind="jobtitles"
                label={t('experiences.role')}
                required
                {...form.getInputProps(`${base}.role`)}
                value={item.role}
              />
            </SimpleGrid>
            <Textarea label={t('experiences.tasks')} autosize minRows={2} {...form.getInputProps(`${base}.tasks`)} />
            <Period
              form={form}
              base={base}
              current="currentlyWorking"
              labels={{ start: t('experiences.start'), end: t('experiences.end'), current: t('experiences.current') }}
            />
          </Row>
        );
      })}
    </ListSection>
  );
}

/** Academic experiences: institution suggested by the lookups, course, period. */
export function EducationSection({ form }: { form: ProfileFormApi }) {
  const { t } = useTranslation('profile');
  const items = form.getValues().academicExperiences;
  const add = () =>
    form.insertListItem('academicExperiences', { institution: '', title: '', startDate: '', endDate: null, currentlyStudying: false });
  return (
    <ListSection title={t('education.title')} empty={t('education.empty')} count={items.length} addLabel={t('education.add')} onAdd={add}>
      {items.map((item, index) => {
        const base = `academicExperiences.${index}`;
        return (
          <Row
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; removing one re-renders the rest
            key={index}
            label={t('education.item', { number: index + 1 })}
            removeLabel={t('remove')}
            onRemove={() => form.removeListItem('academicExperiences', index)}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NameAutocomplete
                kind="schools"
                label={t('education.institution')}
                required
                {...form.getInputProps(`${base}.institution`)}
                value={item.institution}
              />
              <NameAutocomplete
                kind="courses"
                label={t('education.course')}
                required
                {...form.getInputProps(`${base}.title`)}
                value={item.title}
              />
            </SimpleGrid>
            <Period
              form={form}
              base={base}
              current="currentlyStudying"
              labels={{ start: t('education.start'), end: t('education.end'), current: t('education.current') }}
            />
          </Row>
        );
      })}
    </ListSection>
  );
}
