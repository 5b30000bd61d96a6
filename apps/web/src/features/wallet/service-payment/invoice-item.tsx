import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { WalletServiceInvoice } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { StatusBadge } from '../../../lib/ui/badges.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import type { SlipMethod } from '../api/create-wallet-slip.ts';
import { usePayServiceInvoice } from '../api/pay-service-invoice.ts';
import { BankSlip } from '../shared/bank-slip.tsx';
import { formatMoney } from '../shared/money.ts';
import { usePaymentAttempt } from '../shared/payment-attempt.ts';

const TONES = { open: 'warning', paid: 'success', cancelled: 'neutral' } as const;

/** One service invoice: what, how much, due when; an open one is paid by boleto or PJBank and shows its slip. */
export function InvoiceItem({ invoice, workspaceId }: { invoice: WalletServiceInvoice; workspaceId: string }) {
  const { t } = useTranslation('wallet');
  const locale = useLocale();
  const canPay = useCan('wallet.pay');
  const pay = usePayServiceInvoice(workspaceId);
  const attempt = usePaymentAttempt();
  const waiting = invoice.payment?.status === 'request' ? invoice.payment.bankSlip : null;
  const payWith = (method: SlipMethod) => {
    const current = attempt.start(method);
    pay.mutate(
      { method, invoiceId: invoice.id, key: current.key },
      {
        onSuccess: () => {
          attempt.settle();
          toast.success(t('slip.created'));
        },
        onError: (error) => {
          attempt.settle(error);
          toast.error(failureMessage(error));
        },
      },
    );
  };
  return (
    <Paper withBorder p="md" radius="md" component="li">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Text fw={600}>{invoice.service}</Text>
            <Text size="sm" c="gray.7">
              {invoice.description}
            </Text>
            <Text size="sm">{t('invoices.due', { date: formatDate(invoice.dueDate, locale) })}</Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <Text fw={700}>{formatMoney(invoice.amountCents, invoice.currency, locale)}</Text>
            <StatusBadge tone={TONES[invoice.status]} label={t(`invoices.status.${invoice.status}`)} />
          </Stack>
        </Group>
        {waiting && <BankSlip slip={waiting} />}
        {invoice.status === 'open' && !waiting && canPay && (
          <Group gap="xs">
            {/* one boleto: which provider issues it is the server's configuration (BOLETO_PROVIDER) */}
            <Button
              loading={pay.isPending}
              aria-label={t('invoices.payLabel.boleto', { service: invoice.service })}
              onClick={() => payWith('boleto')}
            >
              {t('invoices.pay.boleto')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
