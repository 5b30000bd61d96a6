import { NativeSelect } from '@mantine/core';
import { LANGUAGES } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n.ts';

/** Language choice before sign-in (after sign-in the account settings keep it on the server). */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('languageLabel', { defaultValue: 'Idioma' })}
      size="xs"
      value={i18n.language}
      onChange={(event) => void changeLanguage(event.currentTarget.value)}
      data={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
    />
  );
}
