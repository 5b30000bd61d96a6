import type { CompanyDetailsForm, CompanyDetailsUsForm, CompanyInfo, Language } from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { type CompanyDetailsChange, type CompanyDetailsRow, findCompanyDetails, saveCompanyDetails } from './company.data.ts';

const REGION_NAMES: Record<string, Record<Language, string>> = {
  BRA: { 'pt-BR': 'Brasil', en: 'Brazil', es: 'Brasil' },
  USA: { 'pt-BR': 'Estados Unidos', en: 'United States', es: 'Estados Unidos' },
};

/** The admin center's company data exists only in companies: a portal's administrators are refused like any non-company. */
function companyOf(access: WorkspaceAccess) {
  if (access.workspace.type !== 'business') throw new AppError('permission.denied');
  return access.workspace;
}

/**
 * The company as the admin center shows it. Status, payment exemption and support mode are the workspace's own
 * columns, read from the access the pipeline resolved. Billing data is the region's form (US companies fill in the
 * US one); promotion tools need a regular company with billing data that pays (docs/product.md, Admin center).
 */
function toCompanyInfo(access: WorkspaceAccess, row: CompanyDetailsRow | null, lang: Language): CompanyInfo {
  const workspace = access.workspace;
  const status = workspace.status === 'test' ? 'test' : 'regular';
  const hasBillingData = Boolean(workspace.region === 'USA' ? row?.detailsUs : row?.details);
  return {
    id: workspace.id,
    name: workspace.name,
    subdomain: workspace.subdomain,
    region: workspace.region,
    regionName: REGION_NAMES[workspace.region]?.[lang] ?? workspace.region,
    status,
    paymentExemption: workspace.paymentExemption,
    allowSupport: workspace.allowSupport,
    linkedinId: row?.linkedinId ?? null,
    hasBillingData,
    promotionTools: status === 'regular' && hasBillingData && !workspace.paymentExemption,
  };
}

export async function getCompany(deps: Deps, access: WorkspaceAccess, lang: Language): Promise<CompanyInfo> {
  const company = companyOf(access);
  return toCompanyInfo(access, await findCompanyDetails(deps.db, company.id), lang);
}

async function save(deps: Deps, access: WorkspaceAccess, userId: string, change: CompanyDetailsChange) {
  return saveCompanyDetails(deps.db, companyOf(access).id, change, { userId, now: deps.clock.now() });
}

/** Sets or clears the LinkedIn company id (one only: saving another replaces it). */
export async function updateCompany(deps: Deps, access: WorkspaceAccess, userId: string, linkedinId: string | null, lang: Language) {
  return toCompanyInfo(access, await save(deps, access, userId, { linkedinId }), lang);
}

export async function getCompanyDetails(deps: Deps, access: WorkspaceAccess) {
  return { details: (await findCompanyDetails(deps.db, companyOf(access).id))?.details ?? null };
}

/** Saves the Brazilian form; the CNPJ also goes to its own column, for lookups by tax id. */
export async function updateCompanyDetails(deps: Deps, access: WorkspaceAccess, userId: string, details: CompanyDetailsForm) {
  return { details: (await save(deps, access, userId, { details, taxId: details.taxId })).details };
}

export async function getCompanyDetailsUs(deps: Deps, access: WorkspaceAccess) {
  return { details: (await findCompanyDetails(deps.db, companyOf(access).id))?.detailsUs ?? null };
}

export async function updateCompanyDetailsUs(deps: Deps, access: WorkspaceAccess, userId: string, details: CompanyDetailsUsForm) {
  return { details: (await save(deps, access, userId, { detailsUs: details })).detailsUs };
}
