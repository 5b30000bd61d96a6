import { Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../lib/ui/badges.tsx';

/** What one requirement reads as: what is asked, and what the person has. */
export interface RequirementWords {
  label: string;
  detail: string;
}

interface Props<T extends { met: boolean }> {
  items: T[];
  describe: (item: T) => RequirementWords;
  /** the list's accessible name */
  label: string;
  metLabel: string;
  missingLabel: string;
  /** more under a requirement (the candidate's contents that teach a missing skill) */
  extra?: (item: T) => ReactNode;
  testId?: string;
}

/**
 * A match explained requirement by requirement, one list for both sides: the candidate's match panel and the
 * recruiter's candidate page read the same requirements the same way.
 */
export function MatchRequirementsList<T extends { met: boolean }>({
  items,
  describe,
  label,
  metLabel,
  missingLabel,
  extra,
  testId,
}: Props<T>) {
  return (
    <List spacing="sm" listStyleType="none" p={0} aria-label={label} data-testid={testId}>
      {items.map((item, index) => {
        const words = describe(item);
        return (
          <List.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: requirements have no id and keep their order
            key={index}
            icon={
              <ThemeIcon color={item.met ? 'teal' : 'orange'} variant="light" radius="xl" size="md">
                {item.met ? <IconCheck size={16} aria-hidden="true" /> : <IconX size={16} aria-hidden="true" />}
              </ThemeIcon>
            }
          >
            <Stack gap={2}>
              <Group gap={6}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {words.label}
                </Text>
                <StatusBadge tone={item.met ? 'success' : 'warning'} label={item.met ? metLabel : missingLabel} />
              </Group>
              <Text size="sm" c="gray.7">
                {words.detail}
              </Text>
              {extra?.(item)}
            </Stack>
          </List.Item>
        );
      })}
    </List>
  );
}
