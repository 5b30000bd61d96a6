import { Center, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyStateLayoutProps {
  title: string;
  description?: ReactNode;
  /** the next step a person can take from here (a button or link), shown under the text */
  action?: ReactNode;
  /** render the title as a heading of this level when the empty state stands for a whole section */
  titleOrder?: TitleOrder;
  /** a smaller drawing and less height, for empty sections inside a page */
  compact?: boolean;
}

/**
 * How an empty state is laid out around its drawing (EmptyState picks the drawing by name; the offline state brings
 * its own, lib/ui/offline-state.tsx, so the first page does not carry every drawing).
 */
export function EmptyStateLayout({
  drawing,
  title,
  description,
  action,
  titleOrder,
  compact = false,
}: EmptyStateLayoutProps & { drawing: ReactNode }) {
  return (
    <Center mih={compact ? 160 : 260} py="md" data-empty-state>
      <Stack align="center" gap="xs" maw={420} ta="center">
        {drawing}
        {titleOrder ? (
          <Title order={titleOrder} size="h4">
            {title}
          </Title>
        ) : (
          <Text fw={600} size="lg">
            {title}
          </Text>
        )}
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
        {action && <div>{action}</div>}
      </Stack>
    </Center>
  );
}
