import { Box, Group, List, Stack, Text } from '@mantine/core';
import { PASSWORD_MIN, PASSWORD_SPECIALS, passwordStrength } from '@trilha/contract';
import { useTranslation } from 'react-i18next';

const LEVELS = ['weak', 'moderate', 'strong'] as const;
const COLORS = { weak: 'red.8', moderate: 'yellow.9', strong: 'teal.8' } as const;

const SPECIAL = new RegExp(`[${PASSWORD_SPECIALS.replace(/[\\\]^-]/g, '\\$&')}]`);
const RULES = [
  ['length', (v: string) => v.length >= PASSWORD_MIN],
  ['lower', (v: string) => /[a-z]/.test(v)],
  ['upper', (v: string) => /[A-Z]/.test(v)],
  ['digit', (v: string) => /\d/.test(v)],
  ['special', (v: string) => SPECIAL.test(v)],
] as const;

/**
 * Live strength of a new password (the contract's rules-based score) and the rules still missing.
 * Shown only once the user starts typing; the label is announced politely to screen readers.
 */
export function PasswordStrength({ value }: { value: string }) {
  const { t } = useTranslation('identity');
  if (!value) return null;
  const level = passwordStrength(value);
  const filled = LEVELS.indexOf(level) + 1;
  return (
    <Stack gap={6} data-testid="password-strength">
      <Group gap={4} grow aria-hidden>
        {LEVELS.map((name, index) => (
          <Box key={name} h={6} bg={index < filled ? COLORS[level] : 'gray.3'} style={{ borderRadius: 3 }} />
        ))}
      </Group>
      <Text size="sm" fw={600} c="gray.9" aria-live="polite">
        {t('strength.label', { level: t(`strength.${level}`) })}
      </Text>
      <Text size="xs" c="gray.7">
        {t('strength.rulesTitle')}
      </Text>
      <List size="xs" spacing={2} listStyleType="none" ml={0} pl={0}>
        {RULES.map(([key, test]) => {
          const met = test(value);
          return (
            <List.Item key={key} c={met ? 'teal.9' : 'gray.7'}>
              <span aria-hidden>{met ? '✓ ' : '• '}</span>
              {t(`strength.rules.${key}`, { chars: PASSWORD_SPECIALS.split('').join(' ') })}
              <span className="visually-hidden"> ({met ? t('strength.done') : t('strength.missing')})</span>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
