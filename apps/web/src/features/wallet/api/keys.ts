/**
 * The query keys of the payment screens. Every payment or voucher changes the balance, the ledger, maybe the company's
 * status and an invoice: a write invalidates `all(workspaceId)`.
 */
export const paymentKeys = {
  all: (workspaceId: string) => ['wallet', workspaceId] as const,
  statement: (workspaceId: string, filters: object) => [...paymentKeys.all(workspaceId), 'statement', filters] as const,
  rates: (workspaceId: string) => [...paymentKeys.all(workspaceId), 'rates'] as const,
  cards: (workspaceId: string) => [...paymentKeys.all(workspaceId), 'cards'] as const,
  invoices: (workspaceId: string, page: number) => [...paymentKeys.all(workspaceId), 'invoices', page] as const,
  pix: (workspaceId: string, id: string) => [...paymentKeys.all(workspaceId), 'pix', id] as const,
};
