import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { Paginator } from '../../../lib/ui/paginator.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { INVOICES_PAGE_SIZE, serviceInvoicesQuery } from '../api/list-service-payments.ts';
import { trackWalletEvent } from '../api/track-wallet-event.ts';
import { InvoiceItem } from './invoice-item.tsx';

/** /c/:companyDomain/admin-center/payment/service-payment: the company's service invoices, paid by bank slip. */
export default function ServicePaymentPage() {
  const { t } = useTranslation('wallet');
  const workspace = useActiveWorkspace();
  usePageTitle(t('tabs.servicePayment'), t('title'), workspace.name);
  const [page, setPage] = useState(1);
  const invoices = useQuery(serviceInvoicesQuery(workspace.id, page));
  useEffect(() => {
    trackWalletEvent('service_payment_viewed');
  }, []);
  return (
    <SectionCard title={t('invoices.title')} description={t('invoices.description')}>
      {invoices.isPending ? (
        <ListSkeleton />
      ) : invoices.isError ? (
        <ErrorState message={failureMessage(invoices.error)} onRetry={() => invoices.refetch()} />
      ) : invoices.data.items.length === 0 ? (
        <EmptyState compact illustration="inbox" title={t('invoices.empty')} description={t('invoices.emptyHint')} />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('invoices.title')}>
          {invoices.data.items.map((invoice) => (
            <InvoiceItem key={invoice.id} invoice={invoice} workspaceId={workspace.id} />
          ))}
        </Stack>
      )}
      <Paginator total={invoices.data?.total ?? 0} pageSize={INVOICES_PAGE_SIZE} page={page} onChange={setPage} />
    </SectionCard>
  );
}
