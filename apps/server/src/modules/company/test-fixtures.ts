import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/app.ts';
import { addMember, createUser, createWorkspace, type TestUser } from '../../../test/factories.ts';
import { workspaces } from '../../db/schema/index.ts';

const suffix = () => randomBytes(4).toString('hex');

export interface AdminCompany {
  id: string;
  subdomain: string;
  admin: TestUser;
  member: TestUser;
  outsider: TestUser;
  /** support staff, while this company allows support */
  support: TestUser;
  /** the administrator of another company */
  otherAdmin: TestUser;
  /** a company that does not allow support, for support staff refused there */
  blockedSubdomain: string;
}

/** A company (allowing support unless told) with its administrator, a member, an outsider and support staff. */
export async function createAdminCompany(t: TestApp, overrides: { region?: string; allowSupport?: boolean } = {}): Promise<AdminCompany> {
  const subdomain = `empresa-${suffix()}`;
  const blockedSubdomain = `fechada-${suffix()}`;
  const workspace = await createWorkspace(t, { name: 'Empresa Teste', subdomain, allowSupport: true, ...overrides });
  const other = await createWorkspace(t, { name: 'Outra Empresa', subdomain: blockedSubdomain, allowSupport: false });
  const user = (name: string, isSupport = false) =>
    createUser(t, { name, email: `${name.toLowerCase()}-${suffix()}@example.com`, isSupport }, { individualWorkspace: !isSupport });
  const [admin, member, outsider, support, otherAdmin] = await Promise.all([
    user('Adriana'),
    user('Marta'),
    user('Otto'),
    user('Suporte', true),
    user('Alheio'),
  ]);
  if (!admin || !member || !outsider || !support || !otherAdmin) throw new Error('fixture');
  await addMember(t, workspace.id, admin.id, 'owner', 'admin');
  await addMember(t, workspace.id, member.id, 'member');
  await addMember(t, other.id, otherAdmin.id, 'administrator', 'admin');
  return { id: workspace.id, subdomain, admin, member, outsider, support, otherAdmin, blockedSubdomain };
}

/** Changes the workspace columns the company data reads (status, payment exemption), as the wallet would. */
export async function setWorkspaceColumns(t: TestApp, id: string, values: { status?: string; paymentExemption?: boolean; type?: string }) {
  await t.db.update(workspaces).set(values).where(eq(workspaces.id, id));
}

/** A complete, valid Brazilian company data form as a client sends it. */
export const validDetails = () => ({
  legalName: 'Empresa Teste Ltda.',
  tradeName: 'Empresa Teste',
  taxId: '11.222.333/0001-81',
  employerId: '',
  municipalRegistration: '1234567',
  stateRegistration: '',
  simpleTax: true,
  email: 'financeiro@empresa.dev',
  phone: '(11) 98765-4321',
  address: {
    postalCode: '01310-100',
    state: 'SP',
    city: 'São Paulo',
    neighborhood: 'Bela Vista',
    street: 'Avenida Paulista',
    number: '1000',
    complement: '',
  },
});

/** A complete, valid US company data form. */
export const validDetailsUs = () => ({
  legalName: 'Test Company Inc.',
  tradeName: 'Test Company',
  employerId: '12-3456789',
  email: 'billing@company.dev',
  phone: '(415) 555-2671',
  address: { zip: '94103', state: 'CA', city: 'San Francisco', street: 'Market Street', number: '1', complement: null },
});
