import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CONTENT_LANGUAGES, CONTRACT_TYPES } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { categoriesQuery } from '../../../lib/lookups/lookup-queries.ts';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { departmentsQuery } from '../api/list-departments.ts';
import type { PositionFormApi } from './position-form-values.ts';

/** What the position is: title, code, area, contract, workload, department, language and description. */
export function BasicsSection({ form }: { form: PositionFormApi }) {
  const { t, i18n } = useTranslation('positions');
  const { t: common } = useTranslation();
  const categories = useQuery(categoriesQuery(i18n.language));
  const departments = useQuery(departmentsQuery());
  return (
    <SectionCard title={t('recruitment.form.about')}>
      <TextInput label={t('recruitment.form.title')} required maxLength={200} {...form.getInputProps('title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('recruitment.form.category')}
          required
          searchable
          data={(categories.data?.items ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
          {...form.getInputProps('categoryId')}
        />
        <Select
          label={t('recruitment.form.contractType')}
          required
          data={CONTRACT_TYPES.map((type) => ({ value: type, label: t(`contract.${type}`) }))}
          {...form.getInputProps('contractType')}
        />
        <TextInput
          label={t('recruitment.form.code')}
          description={t('recruitment.form.codeHint')}
          maxLength={50}
          {...form.getInputProps('code')}
        />
        <TextInput
          label={t('recruitment.form.workload')}
          placeholder={t('recruitment.form.workloadPlaceholder')}
          maxLength={100}
          {...form.getInputProps('workload')}
        />
        <Select
          label={t('recruitment.form.department')}
          clearable
          data={(departments.data?.items ?? []).map((item) => ({ value: item.id, label: item.name }))}
          {...form.getInputProps('departmentId')}
        />
        <Select
          label={t('recruitment.form.language')}
          description={t('recruitment.form.languageHint')}
          allowDeselect={false}
          data={CONTENT_LANGUAGES.map((language) => ({ value: language, label: common(`languages.${language}`) }))}
          {...form.getInputProps('language')}
        />
      </SimpleGrid>
      <Textarea
        label={t('recruitment.form.description')}
        description={t('recruitment.form.descriptionHint')}
        required
        autosize
        minRows={5}
        maxRows={16}
        maxLength={10_000}
        {...form.getInputProps('description')}
      />
    </SectionCard>
  );
}
