import type { Queryable } from '../../platform/db/connect.ts';
import { findCompanyDetails } from './company.data.ts';

/**
 * Who a bank slip is issued to: the company's legal name and CNPJ from its company data (registered slips need the
 * payer's tax id); null until the Brazilian form is saved.
 */
export async function companyBillingParty(q: Queryable, workspaceId: string): Promise<{ legalName: string; taxId: string } | null> {
  const details = (await findCompanyDetails(q, workspaceId))?.details;
  return details ? { legalName: details.legalName, taxId: details.taxId } : null;
}
