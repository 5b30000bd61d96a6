import { CloseButton, Group, Select, Stack, TagsInput, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EDUCATION_LEVELS, LANGUAGE_PROFICIENCIES, MAX_POSITION_SKILLS, SKILL_LEVELS, type SkillLevel } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { languagesQuery } from '../../../lib/lookups/lookup-queries.ts';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { SkillPicker } from '../../skills/public.ts';
import type { PositionFormApi } from './position-form-values.ts';
import { RepeatList } from './repeat-list.tsx';

const MAX_LANGUAGES = 5;

/** What the candidate needs: education, free-text requirements, skills with levels and languages (the match reads them). */
export function RequirementsSection({ form }: { form: PositionFormApi }) {
  const { t } = useTranslation('positions');
  return (
    <SectionCard title={t('recruitment.form.requirementsTitle')} description={t('recruitment.form.requirementsHint')}>
      <Select
        label={t('recruitment.form.education')}
        allowDeselect={false}
        data={EDUCATION_LEVELS.map((level) => ({ value: level, label: t(`education.${level}`) }))}
        {...form.getInputProps('educationLevel')}
      />
      <Textarea
        label={t('recruitment.form.requirements')}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={5000}
        {...form.getInputProps('requirements')}
      />
      <SkillsField form={form} />
      <LanguagesField form={form} />
      <TagsInput
        label={t('recruitment.form.evaluationCriteria')}
        description={t('recruitment.form.evaluationCriteriaHint')}
        maxTags={10}
        clearable
        splitChars={[',', ';']}
        {...form.getInputProps('evaluationCriteria')}
      />
    </SectionCard>
  );
}

function SkillsField({ form }: { form: PositionFormApi }) {
  const { t } = useTranslation('positions');
  const { skills } = form.values;
  const levels = SKILL_LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) }));
  return (
    <Stack gap="xs" role="group" aria-label={t('recruitment.form.skills')}>
      <Text fw={600} size="sm">
        {t('recruitment.form.skills')}
      </Text>
      {skills.length < MAX_POSITION_SKILLS && (
        <SkillPicker
          onPick={(skill) =>
            !skills.some((item) => item.skillId === skill.id) &&
            form.insertListItem('skills', { skillId: skill.id, title: skill.title, level: 'intermediate' satisfies SkillLevel })
          }
        />
      )}
      {skills.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('recruitment.form.noSkills')}
        </Text>
      )}
      {skills.map((skill, index) => (
        <Group key={skill.skillId} gap="xs" wrap="nowrap">
          <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate>
            {skill.title}
          </Text>
          <Select
            aria-label={t('recruitment.form.skillLevel', { title: skill.title })}
            w={170}
            allowDeselect={false}
            data={levels}
            {...form.getInputProps(`skills.${index}.level`)}
          />
          <CloseButton
            aria-label={t('recruitment.form.removeSkill', { title: skill.title })}
            onClick={() => form.removeListItem('skills', index)}
          />
        </Group>
      ))}
      {form.errors.skills && (
        <Text size="xs" c="red.9" role="alert">
          {form.errors.skills}
        </Text>
      )}
    </Stack>
  );
}

function LanguagesField({ form }: { form: PositionFormApi }) {
  const { t, i18n } = useTranslation('positions');
  const languages = useQuery(languagesQuery(i18n.language));
  const options = (languages.data?.items ?? []).map((item) => ({ value: item.code, label: item.name }));
  const items = form.values.languages;
  return (
    <RepeatList
      label={t('recruitment.form.languages')}
      addLabel={items.length < MAX_LANGUAGES ? t('recruitment.form.addLanguage') : undefined}
      onAdd={() => form.insertListItem('languages', { language: '', proficiency: 'professional_working' })}
      count={items.length}
      empty={t('recruitment.form.noLanguages')}
      error={form.errors.languages}
    >
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; removing one re-renders the rest
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <Select
            label={t('recruitment.form.languageName')}
            searchable
            data={options}
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps(`languages.${index}.language`)}
            value={item.language || null}
            onChange={(value) => form.setFieldValue(`languages.${index}.language`, value ?? '')}
          />
          <Select
            label={t('recruitment.form.proficiency')}
            allowDeselect={false}
            style={{ flex: 1, minWidth: 0 }}
            data={LANGUAGE_PROFICIENCIES.map((level) => ({ value: level, label: t(`proficiency.${level}`) }))}
            {...form.getInputProps(`languages.${index}.proficiency`)}
          />
          <CloseButton
            mt={28}
            aria-label={t('recruitment.form.removeLanguage', { number: index + 1 })}
            onClick={() => form.removeListItem('languages', index)}
          />
        </Group>
      ))}
    </RepeatList>
  );
}
