import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A section whose data failed to load: what happened, and a retry when the caller can refetch. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('states.errorTitle')} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message ?? t('states.error')}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
