import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type Props = { title: string; description?: string; children: ReactNode; danger?: boolean };

/** One titled section (a named region) of a screen whose h1 is above it (the account layout's "Minha conta", a form's page). */
export function SectionCard({ title, description, children, danger }: Props) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={danger ? { borderColor: 'var(--mantine-color-red-3)' } : undefined}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="gray.7">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
