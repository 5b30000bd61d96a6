import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Props {
  label: string;
  description?: string;
  /** the add button's text; no button once the list is full */
  addLabel?: string;
  onAdd: () => void;
  count: number;
  empty: string;
  /** a problem of the list as a whole (too few items, a repeated one, an unknown reference) */
  error?: ReactNode;
  children: ReactNode;
}

/** A titled list of rows the recruiter adds and removes (files, languages, videos, questions). */
export function RepeatList({ label, description, addLabel, onAdd, count, empty, error, children }: Props) {
  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <Group justify="space-between" gap="xs">
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {label}
          </Text>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {addLabel && (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden="true" />} onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </Group>
      {count === 0 && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      {children}
      {error && (
        <Text size="xs" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
