import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../../test/app.ts';
import { addMember, createUser, createWorkspace, type TestUser } from '../../../test/factories.ts';

export interface Company {
  id: string;
  subdomain: string;
  admin: TestUser;
  member: TestUser;
  /** support staff (while the company allows support) */
  support: TestUser;
  /** the administrator of another company */
  otherAdmin: TestUser;
}

const suffix = () => randomBytes(4).toString('hex');

/** A company with an administrator, a member, a support user and the admin of another company. */
export async function createCompany(t: TestApp, options: { allowSupport?: boolean } = {}): Promise<Company> {
  const subdomain = `integra-${suffix()}`;
  const workspace = await createWorkspace(t, { name: 'Empresa Integrada', subdomain, allowSupport: options.allowSupport ?? true });
  const other = await createWorkspace(t, { name: 'Outra Empresa', subdomain: `outra-${suffix()}` });
  const user = (name: string, isSupport = false) => createUser(t, { name, email: `${name}-${suffix()}@example.com`, isSupport });
  const [admin, member, support, otherAdmin] = await Promise.all([user('adriana'), user('marta'), user('suporte', true), user('alheio')]);
  if (!admin || !member || !support || !otherAdmin) throw new Error('fixture');
  await addMember(t, workspace.id, admin.id, 'administrator', 'admin');
  await addMember(t, workspace.id, member.id, 'member');
  await addMember(t, other.id, otherAdmin.id, 'administrator', 'admin');
  return { id: workspace.id, subdomain, admin, member, support, otherAdmin };
}

let serial = 0;
/** A sandbox token the provider accepts, unique in the test run (see providers.ts). */
export const sandboxToken = (prefix = 'adm_') => `${prefix}sandbox-${suffix()}${String(++serial).padStart(16, '0')}`;
