import { Checkbox, Group, Switch } from '@mantine/core';
import { LANGUAGES } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import type { ProfileFormApi } from '../shared/profile-form.ts';

/** The languages of the contents the user wants, and the private flag. */
export function PreferencesSection({ form }: { form: ProfileFormApi }) {
  const { t } = useTranslation(['profile', 'common']);
  return (
    <SectionCard title={t('preferences.title')}>
      <Checkbox.Group label={t('preferences.contentLanguages')} {...form.getInputProps('contentLanguages')}>
        <Group gap="md" mt={6}>
          {LANGUAGES.map((language) => (
            <Checkbox key={language} value={language} label={t(`common:languages.${language}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Switch
        label={t('preferences.isPrivate')}
        description={t('preferences.isPrivateHint')}
        {...form.getInputProps('isPrivate', { type: 'checkbox' })}
      />
    </SectionCard>
  );
}
