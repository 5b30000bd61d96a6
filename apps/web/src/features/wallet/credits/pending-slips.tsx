import { Group, Stack, Text } from '@mantine/core';
import type { WalletStatement } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { BankSlip } from '../shared/bank-slip.tsx';
import { formatCredits, formatMoney } from '../shared/money.ts';
import { PaymentStatusBadge } from '../shared/status-badges.tsx';

/** Bank slips bought and not paid yet: the line, the link, and when the credits arrive. */
export function PendingSlips({ statement }: { statement: WalletStatement }) {
  const { t } = useTranslation('wallet');
  const locale = useLocale();
  const pending = statement.pending.filter((payment) => payment.bankSlip);
  if (pending.length === 0) return null;
  return (
    <SectionCard title={t('pending.title')} description={t('pending.description')}>
      <Stack gap="lg">
        {pending.map((payment) => (
          <Stack key={payment.id} gap="xs">
            <Group gap="xs">
              <Text fw={600}>
                {t('pending.item', {
                  credits: formatCredits(payment.credits ?? 0, locale),
                  value: formatMoney(payment.amountCents, payment.currency, locale),
                })}
              </Text>
              <PaymentStatusBadge status={payment.status} />
            </Group>
            {payment.bankSlip && <BankSlip slip={payment.bankSlip} />}
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
