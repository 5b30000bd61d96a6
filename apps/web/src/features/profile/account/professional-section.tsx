import { Chip, Group, Input, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { categoriesQuery } from '../../../lib/lookups/lookup-queries.ts';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { nullableText, type ProfileFormApi } from '../shared/profile-form.ts';

/** Professional title, summary and the areas of interest (the 20 position categories). */
export function ProfessionalSection({ form }: { form: ProfileFormApi }) {
  const { t, i18n } = useTranslation('profile');
  const categories = useQuery(categoriesQuery(i18n.language));
  const areas = form.getValues().preferredAreas.map(String);
  return (
    <SectionCard title={t('professional.title')}>
      <TextInput
        label={t('professional.professionalTitle')}
        placeholder={t('professional.professionalTitlePlaceholder')}
        autoComplete="organization-title"
        {...nullableText(form, 'professionalTitle')}
      />
      <Textarea
        label={t('professional.description')}
        autosize
        minRows={3}
        maxRows={10}
        {...nullableText(form, 'professionalDescription')}
      />
      <Input.Wrapper label={t('professional.areas')} error={form.errors.preferredAreas}>
        <Chip.Group multiple value={areas} onChange={(value) => form.setFieldValue('preferredAreas', value.map(Number))}>
          <Group gap="xs" mt={4}>
            {(categories.data?.items ?? []).map((category) => (
              <Chip key={category.id} value={String(category.id)} size="sm" variant="outline">
                {category.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
    </SectionCard>
  );
}
