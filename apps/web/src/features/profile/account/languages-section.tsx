import { CloseButton, Group, NativeSelect, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LANGUAGE_PROFICIENCIES, SOCIAL_LINK_TYPES } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { languagesQuery } from '../../../lib/lookups/lookup-queries.ts';
import type { ProfileFormApi } from '../shared/profile-form.ts';
import { ListSection } from './list-section.tsx';

/** Spoken languages (GET /v1/languages, named in the screen's language) with their proficiency. */
export function LanguagesSection({ form }: { form: ProfileFormApi }) {
  const { t, i18n } = useTranslation('profile');
  const languages = useQuery(languagesQuery(i18n.language));
  const options = (languages.data?.items ?? []).map((item) => ({ value: item.code, label: item.name }));
  const items = form.getValues().languages;
  const add = () => form.insertListItem('languages', { language: '', proficiency: 'elementary' });
  return (
    <ListSection title={t('languages.title')} empty={t('languages.empty')} count={items.length} addLabel={t('languages.add')} onAdd={add}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; removing one re-renders the rest
        <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label={t('languages.language')}
            searchable
            data={options}
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps(`languages.${index}.language`)}
            error={form.errors[`languages.${index}`] ?? form.errors[`languages.${index}.language`]}
            value={item.language || null}
            onChange={(value) => form.setFieldValue(`languages.${index}.language`, value ?? '')}
          />
          <NativeSelect
            label={t('languages.proficiency')}
            data={LANGUAGE_PROFICIENCIES.map((level) => ({ value: level, label: t(`languages.levels.${level}`) }))}
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps(`languages.${index}.proficiency`)}
          />
          <CloseButton mb={4} aria-label={t('remove')} onClick={() => form.removeListItem('languages', index)} />
        </Group>
      ))}
    </ListSection>
  );
}

/** Social links: one per network, valid http(s) addresses. */
export function LinksSection({ form }: { form: ProfileFormApi }) {
  const { t } = useTranslation('profile');
  const items = form.getValues().socialLinks;
  const free = SOCIAL_LINK_TYPES.find((type) => !items.some((item) => item.type === type));
  const add = () => free && form.insertListItem('socialLinks', { type: free, url: '' });
  return (
    <ListSection
      title={t('links.title')}
      empty={t('links.empty')}
      count={items.length}
      addLabel={free ? t('links.add') : undefined}
      onAdd={add}
    >
      {items.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; removing one re-renders the rest
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <NativeSelect
            label={t('links.type')}
            w={150}
            data={SOCIAL_LINK_TYPES.map((type) => ({ value: type, label: t(`links.types.${type}`) }))}
            {...form.getInputProps(`socialLinks.${index}.type`)}
            error={form.errors[`socialLinks.${index}`]}
          />
          <TextInput
            label={t('links.url')}
            type="url"
            placeholder="https://"
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps(`socialLinks.${index}.url`)}
          />
          <CloseButton mt={28} aria-label={t('remove')} onClick={() => form.removeListItem('socialLinks', index)} />
        </Group>
      ))}
    </ListSection>
  );
}
