import { Alert, Button, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed" size="sm">
          {label ?? t('states.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

export function EmptyState({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <Center mih={200}>
      <Stack align="center" gap="xs" maw={420} ta="center">
        <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
          ∅
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
        {action}
      </Stack>
    </Center>
  );
}

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
