import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { Paginator } from '../../../lib/ui/paginator.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { homeOf } from '../../../lib/workspace/workspace-paths.ts';
import { LEDGER_PAGE_SIZE, walletStatementQuery } from '../api/get-wallet.ts';
import { BalanceSummary } from './balance-summary.tsx';
import { LedgerFiltersBar, useLedgerFilters } from './ledger-filters.tsx';
import { LedgerList } from './ledger-list.tsx';
import { PendingSlips } from './pending-slips.tsx';

/** /c/:companyDomain/admin-center/payment/credits: the balance, slips waiting for payment and the ledger. */
export default function CreditsPage() {
  const { t } = useTranslation('wallet');
  const workspace = useActiveWorkspace();
  usePageTitle(t('tabs.credits'), t('title'), workspace.name);
  const ledger = useLedgerFilters();
  const statement = useQuery(walletStatementQuery(workspace.id, ledger.filters));
  const hasPeriod = Boolean(ledger.filters.from || ledger.filters.to);
  const filtered = ledger.filters.filter !== 'all' || hasPeriod;

  return (
    <Stack gap="lg">
      {statement.data ? (
        <BalanceSummary
          statement={statement.data}
          hasPeriod={hasPeriod}
          addCreditsPath={`${homeOf(workspace)}/admin-center/payment/add-credits`}
        />
      ) : (
        statement.isPending && <ListSkeleton rows={1} />
      )}
      {statement.data && <PendingSlips statement={statement.data} />}
      <SectionCard title={t('ledger.title')}>
        <LedgerFiltersBar {...ledger} />
        {statement.isError ? (
          // the filters stay above: a period the server refuses can be changed or cleared from here
          <ErrorState message={failureMessage(statement.error)} onRetry={() => statement.refetch()} />
        ) : !statement.data ? (
          <ListSkeleton />
        ) : statement.data.items.length === 0 ? (
          <EmptyState
            compact
            illustration={filtered ? 'search' : 'inbox'}
            title={t(filtered ? 'ledger.emptyFiltered' : 'ledger.empty')}
            description={t(filtered ? 'ledger.emptyFilteredHint' : 'ledger.emptyHint')}
          />
        ) : (
          <LedgerList items={statement.data.items} />
        )}
        <Paginator
          total={statement.data?.total ?? 0}
          pageSize={LEDGER_PAGE_SIZE}
          page={ledger.filters.page}
          onChange={(page) => ledger.setFilters({ page })}
        />
      </SectionCard>
    </Stack>
  );
}
