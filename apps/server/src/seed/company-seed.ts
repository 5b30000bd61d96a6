import { companyDetailsForm } from '@trilha/contract';
import { companyDetails } from '../db/schema/index.ts';
import type { Deps } from '../platform/deps.ts';
import { DEMO_USERS } from './demo-users.ts';
import { DEMO_WORKSPACE_IDS } from './workspaces-seed.ts';

/** The company data of the demo companies, through the form's own schema: the CNPJs carry real check digits. */
const ACME = companyDetailsForm.parse({
  legalName: 'Acme Tecnologia Ltda.',
  tradeName: 'Acme Tecnologia',
  taxId: '12.345.678/0001-95',
  employerId: null,
  municipalRegistration: '1.234.567-8',
  stateRegistration: '110.042.490.114',
  simpleTax: false,
  email: 'financeiro@acme.dev',
  phone: '(11) 3456-7890',
  address: {
    postalCode: '01310-100',
    state: 'SP',
    city: 'São Paulo',
    neighborhood: 'Bela Vista',
    street: 'Avenida Paulista',
    number: '1000',
    complement: '12º andar',
  },
});

const GLOBEX = companyDetailsForm.parse({
  legalName: 'Globex Saúde S.A.',
  tradeName: 'Globex Saúde',
  taxId: '98.765.432/0001-98',
  employerId: null,
  municipalRegistration: '0.456.789-1',
  stateRegistration: null,
  simpleTax: true,
  email: 'contato@globex.dev',
  phone: '(21) 2345-6789',
  address: {
    postalCode: '20040-020',
    state: 'RJ',
    city: 'Rio de Janeiro',
    neighborhood: 'Centro',
    street: 'Avenida Rio Branco',
    number: '156',
    complement: null,
  },
});

/** Acme's page on the professional network (the demo's own number). */
export const DEMO_ACME_LINKEDIN_ID = '10482937';

/** Demo data of company: Acme's and Globex's complete company data, and Acme's LinkedIn company id. */
export async function seedDemoCompanyData(deps: Deps): Promise<void> {
  const now = deps.clock.now();
  await deps.db.insert(companyDetails).values([
    {
      workspaceId: DEMO_WORKSPACE_IDS.acme,
      details: ACME,
      taxId: ACME.taxId,
      linkedinId: DEMO_ACME_LINKEDIN_ID,
      updatedAt: now,
      updatedBy: DEMO_USERS.owner.id,
    },
    { workspaceId: DEMO_WORKSPACE_IDS.globex, details: GLOBEX, taxId: GLOBEX.taxId, updatedAt: now, updatedBy: DEMO_USERS.admin.id },
  ]);
}
