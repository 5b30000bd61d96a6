import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type WalletFilter, walletApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { paymentKeys } from './keys.ts';

export const LEDGER_PAGE_SIZE = 10;

export interface LedgerFilters {
  filter: WalletFilter;
  from?: string;
  to?: string;
  page: number;
}

// The screen's filter (all, debits, credits) is the API's `restrict` half.
const RESTRICT = { all: undefined, debits: 'debit', credits: 'credit' } as const;

/** GET /v1/-/wallet: the balance, the period's totals and one page of the ledger, newest first. */
export const walletStatementQuery = (workspaceId: string, filters: LedgerFilters) =>
  queryOptions({
    queryKey: paymentKeys.statement(workspaceId, filters),
    queryFn: () =>
      api(walletApi.getWallet, {
        query: {
          restrict: RESTRICT[filters.filter],
          from: filters.from,
          to: filters.to,
          page: filters.page,
          limit: LEDGER_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });
