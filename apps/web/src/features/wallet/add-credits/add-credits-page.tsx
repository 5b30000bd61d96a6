import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { walletRatesQuery } from '../api/get-wallet-rates.ts';
import { savedCardsQuery } from '../api/list-wallet-cards.ts';
import { trackWalletEvent } from '../api/track-wallet-event.ts';
import { PaypalReturn } from './paypal-return.tsx';
import { PurchaseForm } from './purchase-form.tsx';
import { VoucherForm } from './voucher-form.tsx';

/** /c/:companyDomain/admin-center/payment/add-credits: buy credits (packages or custom, four methods) or redeem a voucher. */
export default function AddCreditsPage() {
  const { t } = useTranslation('wallet');
  const workspace = useActiveWorkspace();
  usePageTitle(t('tabs.addCredits'), t('title'), workspace.name);
  const canPay = useCan('wallet.pay');
  const rates = useQuery(walletRatesQuery(workspace.id));
  const cards = useQuery({ ...savedCardsQuery(workspace.id), enabled: canPay });
  // "add-credits viewed", once per visit (fire and forget)
  useEffect(() => {
    trackWalletEvent('rates_viewed');
  }, []);

  if (rates.isPending || (canPay && cards.isPending)) return <ListSkeleton rows={3} />;
  if (rates.isError) return <ErrorState message={failureMessage(rates.error)} onRetry={() => rates.refetch()} />;
  if (cards.isError) return <ErrorState message={failureMessage(cards.error)} onRetry={() => cards.refetch()} />;
  if (rates.data.paymentExemption) {
    return (
      <NoticeAlert tone="info" title={t('exempt.title')}>
        {t('exempt.description')}
      </NoticeAlert>
    );
  }
  return (
    <Stack gap="lg">
      <PaypalReturn workspaceId={workspace.id} />
      {rates.data.companyStatus === 'test' && (
        <NoticeAlert tone="warning" title={t('testStatus.title')}>
          {t('testStatus.description')}
        </NoticeAlert>
      )}
      {canPay ? (
        <>
          <PurchaseForm workspaceId={workspace.id} rates={rates.data} cards={cards.data?.items ?? []} />
          <VoucherForm workspaceId={workspace.id} />
        </>
      ) : (
        <NoticeAlert tone="info" title={t('readOnly.title')}>
          {t('readOnly.description')}
        </NoticeAlert>
      )}
    </Stack>
  );
}
