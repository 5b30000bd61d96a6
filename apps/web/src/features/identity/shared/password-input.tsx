import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's PasswordInput with its show/hide button named in the user's language. */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation('identity');
  return <MantinePasswordInput visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }} {...props} />;
}
