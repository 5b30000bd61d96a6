import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { WalletMovementItem } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { formatCredits, formatMoney } from '../shared/money.ts';

/** "+50" for a credit, "−30" for a debit: the sign reads without colour. */
function signed(item: WalletMovementItem, locale: string) {
  const amount = formatCredits(Math.abs(item.credits), locale);
  return item.direction === 'credit' ? `+${amount}` : `\u2212${amount}`;
}

const value = (item: WalletMovementItem, locale: string) =>
  item.valueCents !== null && item.currency ? formatMoney(item.valueCents, item.currency, locale) : '—';

const creditsColor = (item: WalletMovementItem) => (item.direction === 'credit' ? 'teal.9' : 'red.9');

/** The ledger (date, description, credits, value) as a table, or cards at 800 px and below. */
export function LedgerList({ items }: { items: WalletMovementItem[] }) {
  const { t } = useTranslation('wallet');
  const locale = useLocale();
  const compact = useMediaQuery('(max-width: 50em)', false, { getInitialValueInEffect: false });
  if (compact) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('ledger.label')}>
        {items.map((item) => (
          <Paper key={item.id} withBorder p="sm" radius="md" component="li" data-direction={item.direction}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {item.description}
                </Text>
                <Text size="xs" c="gray.7">
                  {[formatDate(item.occurredAt, locale), item.valueCents !== null && value(item, locale)].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              <Text fw={700} c={creditsColor(item)} style={{ whiteSpace: 'nowrap' }}>
                {signed(item, locale)}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" aria-label={t('ledger.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ledger.columns.date')}</Table.Th>
            <Table.Th>{t('ledger.columns.description')}</Table.Th>
            <Table.Th ta="right">{t('ledger.columns.credits')}</Table.Th>
            <Table.Th ta="right">{t('ledger.columns.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-direction={item.direction}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.occurredAt, locale)}</Table.Td>
              <Table.Td>{item.description}</Table.Td>
              <Table.Td ta="right" fw={700} c={creditsColor(item)}>
                {signed(item, locale)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {value(item, locale)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
