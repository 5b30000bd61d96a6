import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

/**
 * One chart of a report: its title (the chart's accessible name), the chart, and a "Ver tabela" toggle with the same
 * numbers as a table for screen readers and anyone who prefers reading them.
 */
export function ChartPanel({
  title,
  description,
  table,
  children,
}: {
  title: string;
  description?: string;
  table: ChartTable;
  children: ReactNode;
}) {
  const { t } = useTranslation('reports');
  const titleId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 12rem' }}>
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="gray.7">
                {description}
              </Text>
            )}
          </Stack>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconTable size={16} aria-hidden="true" />}
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? t('chart.hideTable') : t('chart.showTable')}
          </Button>
        </Group>
        <figure aria-labelledby={titleId} style={{ margin: 0 }}>
          {children}
        </figure>
        <div id={tableId} hidden={!showTable}>
          {showTable && (
            <Table.ScrollContainer minWidth={320}>
              <Table striped withTableBorder>
                <Table.Caption>{title}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {table.columns.map((column) => (
                      <Table.Th key={column} scope="col">
                        {column}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {table.rows.map((row) => (
                    <Table.Tr key={String(row[0])}>
                      {row.map((value, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a row are fixed
                        <Table.Td key={index}>{value}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </div>
      </Stack>
    </Paper>
  );
}

/** The headline numbers above the charts. */
export function Figures({ items }: { items: { label: string; value: string | number }[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: items.length > 4 ? 5 : 4 }} spacing="sm">
      {items.map((item) => (
        <Paper key={item.label} withBorder radius="md" p="sm">
          <Text size="xs" c="gray.7">
            {item.label}
          </Text>
          <Text fw={700} fz="xl">
            {item.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
