import { type SessionUser, resolveLanguage, resolveLocale } from '@trilha/contract';
import type { WorkspaceSummary } from '@trilha/contract/workspaces/schemas';
import { and, eq } from 'drizzle-orm';
import { initialSettings, workspaces } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { listUserWorkspaces, toWorkspaceSummary } from '../workspaces/workspace-summaries.ts';
import { findUserById, type UserRow } from './users.data.ts';

/** The signed-in user as every session endpoint returns it: profile, pending settings and workspaces. */
export async function loadSessionUser(q: Queryable, userId: string, options: { supportSubdomain?: string } = {}): Promise<SessionUser> {
  const user = await findUserById(q, userId);
  if (!user) throw new AppError('invalid_token');
  const [pending, companies] = await Promise.all([
    q
      .select({ id: initialSettings.id, kind: initialSettings.kind, status: initialSettings.status })
      .from(initialSettings)
      .where(and(eq(initialSettings.userId, userId), eq(initialSettings.status, 'pending')))
      .orderBy(initialSettings.updatedAt),
    listUserWorkspaces(q, userId),
  ]);
  if (user.isSupport && options.supportSubdomain) {
    const supported = await supportWorkspace(q, options.supportSubdomain);
    if (supported && !companies.some((company) => company.id === supported.id)) companies.push(supported);
  }
  return toSessionUser(user, pending as SessionUser['pendingInitialSettings'], companies);
}

/** Support staff see a business workspace that allows support as its administrator (spec section 6). */
async function supportWorkspace(q: Queryable, subdomain: string): Promise<WorkspaceSummary | null> {
  const [workspace] = await q.select().from(workspaces).where(eq(workspaces.subdomain, subdomain.toLowerCase())).limit(1);
  if (workspace?.type !== 'business' || !workspace.allowSupport) return null;
  return toWorkspaceSummary(workspace, { role: 'administrator', userRole: 'admin', tosAcceptedAt: null }, null);
}

function toSessionUser(user: UserRow, pending: SessionUser['pendingInitialSettings'], companies: WorkspaceSummary[]): SessionUser {
  const language = resolveLanguage(user.language);
  return {
    userId: user.id,
    name: user.name,
    lastName: user.lastName,
    email: user.email,
    language,
    locale: resolveLocale(user.region, language),
    region: user.region,
    isSupport: user.isSupport,
    status: user.status === 'pending_deletion' ? 'pending_deletion' : 'active',
    deletionRequestedAt: user.deletionRequestedAt?.toISOString() ?? null,
    tosAcceptedAt: user.tosAcceptedAt?.toISOString() ?? null,
    pendingInitialSettings: pending,
    wizard: user.wizard,
    companies,
    lastWorkspaceId: user.lastWorkspaceId,
    phone: user.phone,
    countryCode: user.countryCode,
  };
}
