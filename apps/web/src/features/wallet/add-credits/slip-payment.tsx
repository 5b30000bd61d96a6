import { Button, Group, Stack, Text } from '@mantine/core';
import type { WalletPayment } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { type SlipMethod, useCreateWalletSlip } from '../api/create-wallet-slip.ts';
import { BankSlip } from '../shared/bank-slip.tsx';
import { usePaymentAttempt } from '../shared/payment-attempt.ts';
import { type Order, trackCheckout } from './order.ts';

/** Pays with a bank slip (boleto or PJBank): the slip's line and link, then the credits once it clears. */
export function SlipPayment({ method, workspaceId, order }: { method: SlipMethod; workspaceId: string; order: () => Order | null }) {
  const { t } = useTranslation('wallet');
  const [slip, setSlip] = useState<WalletPayment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = usePaymentAttempt();
  const create = useCreateWalletSlip(workspaceId);
  const generate = () => {
    const wanted = order();
    if (!wanted) return;
    setFailure(null);
    const current = attempt.start(JSON.stringify(wanted));
    trackCheckout(wanted);
    create.mutate(
      { method, credits: wanted.credits, key: current.key },
      {
        onSuccess: ({ payment }) => {
          attempt.settle();
          setSlip(payment);
          toast.success(t('slip.created'));
        },
        onError: (error) => {
          attempt.settle(error);
          setFailure(failureMessage(error));
        },
      },
    );
  };
  return (
    <Stack gap="md">
      <Text size="sm">{t(`slip.explain.${method}`)}</Text>
      {failure && (
        <NoticeAlert tone="error" title={t('slip.failedTitle')}>
          {failure}
        </NoticeAlert>
      )}
      {slip?.bankSlip ? (
        <>
          <NoticeAlert tone="success" title={t('slip.ready')}>
            <BankSlip slip={slip.bankSlip} />
          </NoticeAlert>
          <Group>
            <Button variant="default" onClick={() => setSlip(null)}>
              {t('slip.another')}
            </Button>
          </Group>
        </>
      ) : (
        <Group>
          <Button onClick={generate} loading={create.isPending}>
            {t(`slip.generate.${method}`)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
