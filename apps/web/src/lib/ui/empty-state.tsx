import { Center, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { Illustration, type IllustrationName } from './illustrations.tsx';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** the drawing above the title; pick the one that names what is missing */
  illustration?: IllustrationName;
  /** the next step a person can take from here (a button or link), shown under the text */
  action?: ReactNode;
  /** render the title as a heading of this level when the empty state stands for a whole section */
  titleOrder?: TitleOrder;
  /** a smaller drawing and less height, for empty sections inside a page */
  compact?: boolean;
}

/** What a screen or section shows when it has nothing yet: a drawing, what is missing, and what to do next. */
export function EmptyState({ title, description, illustration = 'contents', action, titleOrder, compact = false }: EmptyStateProps) {
  return (
    <Center mih={compact ? 160 : 260} py="md" data-empty-state>
      <Stack align="center" gap="xs" maw={420} ta="center">
        <Illustration name={illustration} width={compact ? 120 : 160} />
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
