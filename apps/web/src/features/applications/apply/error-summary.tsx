import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What a failed submit says to everyone: how many fields need attention, in a live region that is there
 * before it speaks, so screen readers announce it while focus moves to the first invalid field. `attempt` renews the
 * text at each failed submit, so the same count is announced again.
 */
export function ErrorSummary({ count, attempt }: { count: number; attempt: number }) {
  const { t } = useTranslation('applications');
  return (
    <div role="alert">
      {count > 0 && (
        <Text key={attempt} size="sm" c="red.8" fw={600}>
          {t('errorSummary', { count })}
        </Text>
      )}
    </div>
  );
}

/** The number of fields a Mantine form marked invalid. */
export const errorCount = (errors: Record<string, unknown>) => Object.values(errors).filter(Boolean).length;
