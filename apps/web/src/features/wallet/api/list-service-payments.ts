import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { walletApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { paymentKeys } from './keys.ts';

export const INVOICES_PAGE_SIZE = 10;

/** GET /v1/-/servicepayment: one page of the company's service invoices, latest due date first. */
export const serviceInvoicesQuery = (workspaceId: string, page: number) =>
  queryOptions({
    queryKey: paymentKeys.invoices(workspaceId, page),
    queryFn: () => api(walletApi.listServicePayments, { query: { page, limit: INVOICES_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
