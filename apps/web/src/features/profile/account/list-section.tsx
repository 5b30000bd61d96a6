import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../lib/ui/section-card.tsx';

interface Props {
  title: string;
  /** what the section says while it has no entry */
  empty: string;
  count: number;
  /** the add button's words; no button when absent (nothing left to add) */
  addLabel?: string;
  onAdd: () => void;
  children: ReactNode;
}

/** A section of repeated entries (experiences, education, languages, links): the entries, an empty line, an add button. */
export function ListSection({ title, empty, count, addLabel, onAdd, children }: Props) {
  return (
    <SectionCard title={title}>
      {count === 0 && (
        <Text size="sm" c="gray.7">
          {empty}
        </Text>
      )}
      <Stack gap="xs">{children}</Stack>
      {addLabel && (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onAdd}>
            {addLabel}
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}
