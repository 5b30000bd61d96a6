import { Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from './password-input.tsx';
import { PasswordStrength } from './password-strength.tsx';

type Props = {
  password: GetInputPropsReturnType;
  confirmPassword: GetInputPropsReturnType;
  /** Label keys in the auth namespace, for screens that say "new password". */
  labels?: { password: string; confirm: string };
};

/** A new password with its live strength meter, and its confirmation. */
export function NewPasswordFields({ password, confirmPassword, labels }: Props) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="sm">
      <PasswordInput label={t(labels?.password ?? 'fields.password')} autoComplete="new-password" required {...password} />
      <PasswordStrength value={String(password.value ?? '')} />
      <PasswordInput label={t(labels?.confirm ?? 'fields.confirmPassword')} autoComplete="new-password" required {...confirmPassword} />
    </Stack>
  );
}
