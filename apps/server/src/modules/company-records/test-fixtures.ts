import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../../test/app.ts';
import { addMember, createUser, createWorkspace, type TestUser } from '../../../test/factories.ts';

export interface RecordsCompany {
  id: string;
  subdomain: string;
  admin: TestUser;
  member: TestUser;
  /** support staff: the company allows support */
  support: TestUser;
  /** the subdomain of a company that does not allow support, whose admin is `otherAdmin` */
  closedSubdomain: string;
  otherAdmin: TestUser;
}

const suffix = () => randomBytes(4).toString('hex');

/** A company that allows support, with an admin and a member; a second company (no support) with its own admin. */
export async function createRecordsCompany(t: TestApp): Promise<RecordsCompany> {
  const subdomain = `registros-${suffix()}`;
  const closedSubdomain = `fechada-${suffix()}`;
  const workspace = await createWorkspace(t, { name: 'Empresa Registros', subdomain, allowSupport: true });
  const closed = await createWorkspace(t, { name: 'Empresa Fechada', subdomain: closedSubdomain, allowSupport: false });
  const user = (name: string, isSupport = false) =>
    createUser(t, { name, email: `${name.toLowerCase()}-${suffix()}@example.com`, isSupport }, { individualWorkspace: false });
  const [admin, member, support, otherAdmin] = await Promise.all([user('Adriana'), user('Marta'), user('Suporte', true), user('Alheio')]);
  if (!admin || !member || !support || !otherAdmin) throw new Error('fixture');
  await addMember(t, workspace.id, admin.id, 'administrator', 'admin');
  await addMember(t, workspace.id, member.id, 'member');
  await addMember(t, closed.id, otherAdmin.id, 'administrator', 'admin');
  return { id: workspace.id, subdomain, admin, member, support, closedSubdomain, otherAdmin };
}

/** A complete, valid bookmark form. */
export const bookmarkFormFor = (name = `Organização ${suffix()}`) => ({
  name,
  legalName: 'Organização Exemplo Ltda.',
  taxId: '11.222.333/0001-81',
  mainContact: 'Renata',
  phone: '(11) 98765-4321',
  email: 'contato@exemplo.com',
  observations: 'Parceira de estágios',
});

/** A complete, valid dependent's data. */
export const dependentDataFor = (holderUserId: string | null = null, name = `Dependente ${suffix()}`) => ({
  name,
  relationship: 'child',
  birthDate: '2015-04-12',
  taxId: null,
  holderUserId,
  observations: null,
});
