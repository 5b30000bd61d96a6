import { Button, Group, Stack, Text } from '@mantine/core';
import type { WalletStatement } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { formatCredits } from '../shared/money.ts';

/** The balance (the sum of every movement) and the credits and debits of the period shown below. */
export function BalanceSummary({
  statement,
  addCreditsPath,
  hasPeriod,
}: {
  statement: WalletStatement;
  addCreditsPath: string;
  /** whether the ledger below shows a chosen period (else its totals are since the start) */
  hasPeriod: boolean;
}) {
  const { t } = useTranslation('wallet');
  const locale = useLocale();
  const canPay = useCan('wallet.pay');
  return (
    <SectionCard title={t('balance.title')}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Text fz={32} fw={700} lh={1.1} data-balance={statement.balance}>
            {/* pt-BR's plural rules count 0 as singular; a balance of 0 still reads "0 créditos" */}
            {t('balance.credits', { count: statement.balance === 1 ? 1 : 2, amount: formatCredits(statement.balance, locale) })}
          </Text>
          <Text size="sm" c="gray.7">
            {t(hasPeriod ? 'balance.period' : 'balance.sinceStart', {
              credits: formatCredits(statement.totals.credits, locale),
              debits: formatCredits(Math.abs(statement.totals.debits), locale),
            })}
          </Text>
        </Stack>
        {canPay && (
          <Button component={Link} to={addCreditsPath}>
            {t('balance.add')}
          </Button>
        )}
      </Group>
    </SectionCard>
  );
}
