import { Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** a back link to the parent screen, shown above the title */
  back?: ReactNode;
  /** the screen's main actions; they wrap under the title on a phone */
  actions?: ReactNode;
  /** an icon or avatar before the title */
  leading?: ReactNode;
  /** 1 for a screen's own title (default), 2 when the header sits inside a layout that already has the h1 */
  order?: TitleOrder;
}

/** The top of every screen: back link, title, subtitle and actions, in one place and one rhythm. */
export function PageHeader({ title, subtitle, back, actions, leading, order = 1 }: PageHeaderProps) {
  return (
    <Stack gap="xs" data-page-header>
      {back && <div>{back}</div>}
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="sm" wrap="nowrap" align="center" style={{ minWidth: 0, flex: '1 1 16rem' }}>
          {leading}
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={order} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
        </Group>
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </Group>
    </Stack>
  );
}
