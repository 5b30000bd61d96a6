import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { useCreateWalletPaypal } from '../api/create-wallet-paypal.ts';
import { usePaymentAttempt } from '../shared/payment-attempt.ts';
import { type Order, trackCheckout } from './order.ts';

/** Pays through the PayPal-like redirect: the payer approves there and comes back here (?paymentId&PayerID). */
export function PaypalPayment({ order }: { order: () => Order | null }) {
  const { t } = useTranslation('wallet');
  const { pathname } = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = usePaymentAttempt();
  const create = useCreateWalletPaypal();
  const start = () => {
    const wanted = order();
    if (!wanted) return;
    setFailure(null);
    const current = attempt.start(JSON.stringify(wanted));
    trackCheckout(wanted);
    create.mutate(
      { credits: wanted.credits, currency: wanted.currency, returnPath: pathname, key: current.key },
      {
        onSuccess: ({ approvalUrl }) => {
          attempt.settle();
          window.location.assign(approvalUrl);
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
      <Text size="sm">{t('paypal.explain')}</Text>
      {failure && (
        <NoticeAlert tone="error" title={t('paypal.failedTitle')}>
          {failure}
        </NoticeAlert>
      )}
      <Group>
        <Button onClick={start} loading={create.isPending || create.isSuccess}>
          {t('paypal.continue')}
        </Button>
      </Group>
    </Stack>
  );
}
