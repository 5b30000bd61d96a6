/**
 * The query keys of the company data. Every save invalidates all(workspaceId): saving a form changes what the company
 * reads (hasBillingData, promotionTools), and the support mode is part of it.
 */
export const companyKeys = {
  all: (workspaceId: string) => ['company', workspaceId] as const,
  company: (workspaceId: string) => [...companyKeys.all(workspaceId), 'company'] as const,
  details: (workspaceId: string) => [...companyKeys.all(workspaceId), 'details'] as const,
  detailsUs: (workspaceId: string) => [...companyKeys.all(workspaceId), 'details-us'] as const,
  postalCode: (cep: string) => ['postal-code', cep] as const,
};
