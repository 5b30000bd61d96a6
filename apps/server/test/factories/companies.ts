import type { WorkspaceRole } from '@trilha/contract';
import type { workspaces } from '../../src/db/schema/index.ts';
import type { TestApp } from '../app.ts';
import { addMember, type RecruitmentRole } from './members.ts';
import { createUser, type TestUser, unique } from './users.ts';
import { createWorkspace } from './workspaces.ts';

/**
 * Who a person of a test company is: a workspace role in the company (or, `in: 'other'`, in the other company), a
 * recruitment role, support staff; no role at all is someone of no company. A role alone is a shorthand.
 */
export type Seat =
  | WorkspaceRole
  | {
      role?: WorkspaceRole;
      in?: 'company' | 'other';
      recruitment?: RecruitmentRole;
      support?: boolean;
      /** a personal workspace, as every account has (default true) */
      individualWorkspace?: boolean;
      name?: string;
    };
export type People = Record<string, Seat>;

/** someone of no company */
export const NOBODY: Seat = {};
/** the administrator of the other company */
export const OTHER_ADMIN: Seat = { role: 'administrator', in: 'other' };
/** support staff (they reach the company while it allows support) */
const SUPPORT: Seat = { support: true };

/** One person per workspace role, a second member (`target`, of role changes and removals), an outsider, another company's admin. */
const COMPANY_PEOPLE = {
  owner: 'owner',
  administrator: 'administrator',
  content_creator: 'content_creator',
  member: 'member',
  target: 'member',
  outsider: NOBODY,
  otherAdmin: OTHER_ADMIN,
} as const satisfies People;

/** `COMPANY_PEOPLE` and support staff; the target of type changes and removals is a content creator. */
export const STAFF_PEOPLE = { ...COMPANY_PEOPLE, target: 'content_creator', support: SUPPORT } as const satisfies People;

/** The company's owner (`admin`), a member, an outsider, support staff and another company's admin. */
const ADMIN_PEOPLE = {
  admin: 'owner',
  member: 'member',
  outsider: NOBODY,
  support: SUPPORT,
  otherAdmin: OTHER_ADMIN,
} as const satisfies People;

/** An administrator, a member, support staff and another company's admin. */
export const ADMINISTRATOR_PEOPLE = {
  admin: 'administrator',
  member: 'member',
  support: SUPPORT,
  otherAdmin: OTHER_ADMIN,
} as const satisfies People;

/** An administrator, one person per recruitment role, a plain member, another company's admin and a candidate. */
export const RECRUITMENT_PEOPLE = {
  admin: 'administrator',
  manager: { role: 'member', recruitment: 'manager' },
  evaluator: { role: 'member', recruitment: 'evaluator' },
  member: 'member',
  otherAdmin: OTHER_ADMIN,
  candidate: NOBODY,
} as const satisfies People;

/** The first name of each person, by their place in the company (any other place is its own name, capitalised). */
const NAMES: Record<string, string> = {
  owner: 'Olga',
  administrator: 'Adriana',
  content_creator: 'Caio',
  member: 'Marta',
  target: 'Tiago',
  outsider: 'Otto',
  otherAdmin: 'Alheio',
  support: 'Suporte',
  admin: 'Alice',
  manager: 'Mateus',
  evaluator: 'Eva',
  unlinked: 'Ulisses',
  candidate: 'Cândida',
  otherCandidate: 'Carlos',
};

/** owners and administrators administer the workspace */
const USER_ROLES: Record<WorkspaceRole, 'admin' | 'user'> = {
  owner: 'admin',
  administrator: 'admin',
  content_creator: 'user',
  member: 'user',
};

interface CompanyBase {
  id: string;
  subdomain: string;
  name: string;
  /** the other company, where `OTHER_ADMIN` people are; it does not allow support unless told */
  otherId: string;
  otherSubdomain: string;
}
export type CompanyOf<P extends People> = CompanyBase & { [K in keyof P]: TestUser };
/** A company of `COMPANY_PEOPLE`. */
export type Company = CompanyOf<typeof COMPANY_PEOPLE>;

const emailOf = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase()}-${unique()}@example.com`;

interface CompanyOptions {
  workspace?: Partial<typeof workspaces.$inferInsert>;
  other?: Partial<typeof workspaces.$inferInsert>;
}

/**
 * A business company (Empresa Teste, a random subdomain) and another (Outra Empresa), and its people, each signed
 * in: `COMPANY_PEOPLE` unless told.
 */
export function createCompany(t: TestApp, options?: CompanyOptions): Promise<Company>;
export function createCompany<P extends People>(t: TestApp, options: CompanyOptions & { people: P }): Promise<CompanyOf<P>>;
export async function createCompany(t: TestApp, options: CompanyOptions & { people?: People } = {}): Promise<CompanyBase> {
  const people = options.people ?? COMPANY_PEOPLE;
  const workspace = await createWorkspace(t, { subdomain: `empresa-${unique()}`, ...options.workspace });
  const other = await createWorkspace(t, { name: 'Outra Empresa', subdomain: `outra-${unique()}`, ...options.other });
  const seats = Object.entries(people).map(([key, seat]) => ({ key, ...(typeof seat === 'string' ? { role: seat } : seat) }));
  const users = await Promise.all(
    seats.map(({ key, name = NAMES[key] ?? key.charAt(0).toUpperCase() + key.slice(1), support = false, individualWorkspace }) =>
      createUser(t, { name, email: emailOf(name), isSupport: support }, { individualWorkspace }),
    ),
  );
  const company: Record<string, unknown> = {
    id: workspace.id,
    subdomain: workspace.subdomain!,
    name: workspace.name,
    otherId: other.id,
    otherSubdomain: other.subdomain!,
  };
  for (const [index, seat] of seats.entries()) {
    const user = users[index]!;
    company[seat.key] = user;
    if (seat.role)
      await addMember(t, seat.in === 'other' ? other.id : workspace.id, user.id, seat.role, USER_ROLES[seat.role], seat.recruitment);
  }
  return company as unknown as CompanyBase;
}

export type AdminCompany = CompanyOf<typeof ADMIN_PEOPLE>;
export type AdministratorCompany = CompanyOf<typeof ADMINISTRATOR_PEOPLE>;

/** A company that allows support unless told (the admin centers' tests): of `ADMIN_PEOPLE` unless told. */
export function createAdminCompany(t: TestApp, workspace?: CompanyOptions['workspace']): Promise<AdminCompany>;
export function createAdminCompany<P extends People>(t: TestApp, workspace: CompanyOptions['workspace'], people: P): Promise<CompanyOf<P>>;
export function createAdminCompany(
  t: TestApp,
  workspace: CompanyOptions['workspace'] = {},
  people: People = ADMIN_PEOPLE,
): Promise<CompanyBase> {
  return createCompany(t, { people, workspace: { allowSupport: true, ...workspace } });
}
