import { Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from './password-input.tsx';
import { PasswordStrength } from './password-strength.tsx';

type Props = {
  password: GetInputPropsReturnType;
  confirmPassword: GetInputPropsReturnType;
  /** labelled "new password" (screens that replace an existing one) */
  replacing?: boolean;
};

/** A new password with its live strength meter, and its confirmation. */
export function NewPasswordFields({ password, confirmPassword, replacing }: Props) {
  const { t } = useTranslation('identity');
  return (
    <Stack gap="sm">
      <PasswordInput label={t(replacing ? 'fields.newPassword' : 'fields.password')} autoComplete="new-password" required {...password} />
      <PasswordStrength value={String(password.value ?? '')} />
      <PasswordInput
        label={t(replacing ? 'fields.confirmNewPassword' : 'fields.confirmPassword')}
        autoComplete="new-password"
        required
        {...confirmPassword}
      />
    </Stack>
  );
}
