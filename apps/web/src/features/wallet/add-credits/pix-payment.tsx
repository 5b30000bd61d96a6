import { Button, Group, Stack, Text } from '@mantine/core';
import type { WalletPixCharge } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { useCreateWalletPix } from '../api/create-wallet-pix.ts';
import { usePaymentAttempt } from '../shared/payment-attempt.ts';
import { type Order, trackCheckout } from './order.ts';
import { PixCharge } from './pix-charge.tsx';

/** Pays by Pix: a charge of 30 minutes (QR code and "copia e cola"), credited as soon as it is paid. */
export function PixPayment({ workspaceId, order }: { workspaceId: string; order: () => Order | null }) {
  const { t } = useTranslation('wallet');
  const [charge, setCharge] = useState<WalletPixCharge | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = usePaymentAttempt();
  const create = useCreateWalletPix();
  const generate = () => {
    const wanted = order();
    if (!wanted) return;
    setFailure(null);
    const current = attempt.start(JSON.stringify(wanted));
    trackCheckout(wanted);
    create.mutate(
      { credits: wanted.credits, key: current.key },
      {
        onSuccess: (created) => {
          attempt.settle();
          setCharge(created);
        },
        onError: (error) => {
          attempt.settle(error);
          setFailure(failureMessage(error));
        },
      },
    );
  };
  if (charge) return <PixCharge key={charge.id} workspaceId={workspaceId} charge={charge} onAnother={() => setCharge(null)} />;
  return (
    <Stack gap="md">
      <Text size="sm">{t('pix.explain')}</Text>
      {failure && (
        <NoticeAlert tone="error" title={t('pix.failedTitle')}>
          {failure}
        </NoticeAlert>
      )}
      <Group>
        <Button onClick={generate} loading={create.isPending}>
          {t('pix.generate')}
        </Button>
      </Group>
    </Stack>
  );
}
