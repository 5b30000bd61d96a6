import { companyUserRoleOf } from '@trilha/contract';
import { invites, workspaceMembers, workspaces } from '../db/schema/index.ts';
import { assetUrl } from '../modules/workspaces/assets.ts';
import { DEMO_PORTALS } from '../modules/workspaces/demo-portals.ts';
import { inviteMail } from '../modules/workspaces/invite-mail.ts';
import { DAY } from '../platform/clock.ts';
import type { Deps } from '../platform/deps.ts';
import { DEMO_USERS } from './demo-users.ts';

/** Fixed ids, so links in the README and the e2e tests stay valid on every fresh start. */
export const DEMO_WORKSPACE_IDS = {
  acme: '20000000-0000-4000-8000-000000000001',
  globex: '20000000-0000-4000-8000-000000000002',
  novaEmpresa: '20000000-0000-4000-8000-000000000003',
} as const;
export const DEMO_INVITE_ID = '30000000-0000-4000-8000-000000000001';

type Role = 'owner' | 'administrator' | 'content_creator' | 'member';

/** Companies, portals, memberships and one pending invite; runs after the identity seed (it needs the demo users). */
export async function seedWorkspaces(deps: Deps): Promise<void> {
  const now = deps.clock.now();
  const db = deps.db;
  const member = (workspaceId: string, userId: string, role: Role, tosAccepted = true) => ({
    workspaceId,
    userId,
    role,
    userRole: companyUserRoleOf(role),
    tosAcceptedAt: tosAccepted ? now : null,
    joinedAt: now,
  });

  await db
    .insert(workspaces)
    .values([
      {
        id: DEMO_WORKSPACE_IDS.acme,
        name: 'Acme Tecnologia',
        type: 'business',
        subdomain: 'acme',
        // logos of the demo companies: generated marks shipped in assets/companies
        imageUrl: assetUrl('companies/acme.svg'),
        coverImageUrl: assetUrl('workspace-setup/cover-samples/cover-1.svg'),
        isCompleted: true,
        languages: ['pt-BR', 'en'],
        allowSupport: true,
        customStyle: {
          primaryColor: '#1B5E9E',
          secondaryColor: '#F2A900',
          menuColor: '#FFFFFF',
          menuTextColor: '#1F2937',
          darkMenu: false,
          logo: null,
        },
        createdAt: now,
      },
      {
        id: DEMO_WORKSPACE_IDS.globex,
        name: 'Globex Saúde',
        type: 'business',
        subdomain: 'globex',
        imageUrl: assetUrl('companies/globex.svg'),
        coverImageUrl: assetUrl('workspace-setup/cover-samples/cover-2.svg'),
        isCompleted: true,
        allowSupport: false,
        createdAt: new Date(now.getTime() + 1),
      },
      // an unfinished company, to walk through the setup wizard
      {
        id: DEMO_WORKSPACE_IDS.novaEmpresa,
        name: 'Nova Empresa',
        type: 'business',
        isCompleted: false,
        createdAt: new Date(now.getTime() + 2),
      },
      ...DEMO_PORTALS.map((portal, index) => ({
        id: portal.id,
        name: portal.name,
        type: portal.type,
        subdomain: portal.subdomain,
        imageUrl: assetUrl(`companies/${portal.subdomain}.svg`),
        isCompleted: true,
        paymentExemption: true,
        customStyle: {
          primaryColor: portal.primaryColor,
          secondaryColor: portal.secondaryColor,
          menuColor: portal.menuColor,
          menuTextColor: portal.menuTextColor,
          darkMenu: portal.darkMenu,
          logo: { src: assetUrl(`portals/${portal.subdomain}.svg`), height: 48, width: portal.logoWidth },
        },
        createdAt: new Date(now.getTime() + 10 + index),
      })),
    ])
    .onConflictDoNothing();

  const portal = (subdomain: string) => {
    const found = DEMO_PORTALS.find((item) => item.subdomain === subdomain);
    if (!found) throw new Error(`unknown demo portal ${subdomain}`);
    return found.id;
  };
  const { acme, globex, novaEmpresa } = DEMO_WORKSPACE_IDS;
  await db
    .insert(workspaceMembers)
    .values([
      member(acme, DEMO_USERS.owner.id, 'owner'),
      member(acme, DEMO_USERS.admin.id, 'administrator'),
      member(acme, DEMO_USERS.creator.id, 'content_creator'),
      // no terms accepted yet: the member is sent to the terms page first
      member(acme, DEMO_USERS.member.id, 'member', false),
      member(globex, DEMO_USERS.admin.id, 'owner'),
      member(novaEmpresa, DEMO_USERS.owner.id, 'owner'),
      member(portal('vagas-nordeste'), DEMO_USERS.individual.id, 'member'),
      member(portal('carreira-tech'), DEMO_USERS.individual.id, 'member'),
      member(portal('primeiro-emprego'), DEMO_USERS.member.id, 'member'),
      // the agribusiness portal, with its own look and positions
      member(portal('agrotalentos'), DEMO_USERS.creator.id, 'member'),
    ])
    .onConflictDoNothing();

  const invite = {
    id: DEMO_INVITE_ID,
    workspaceId: acme,
    email: 'convidado@trilha.dev',
    role: 'member',
    invitedBy: DEMO_USERS.owner.id,
    createdAt: now,
    lastSentAt: now,
    expiresAt: new Date(now.getTime() + 7 * DAY),
  };
  const inserted = await db.insert(invites).values(invite).onConflictDoNothing().returning({ id: invites.id });
  if (inserted.length > 0)
    await deps.mailer.enqueue(db, inviteMail(deps.config, invite, 'pt-BR', 'Acme Tecnologia', DEMO_USERS.owner.name));
}
