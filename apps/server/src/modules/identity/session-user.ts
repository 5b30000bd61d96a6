import { resolveLanguage, resolveLocale, type SessionUser, type WorkspaceSummary } from '@trilha/contract';
import type { Queryable } from '../../platform/db/connect.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { supportWorkspaceSummary, visibleWorkspaces } from '../workspaces/index.ts';
import { findSessionUser, type SessionUserRow } from './session-user.data.ts';

/** The signed-in user as every session endpoint returns it: profile, pending settings and workspaces (one statement). */
export async function loadSessionUser(q: Queryable, userId: string, options: { supportSubdomain?: string } = {}): Promise<SessionUser> {
  const found = await findSessionUser(q, userId);
  if (!found) throw new AppError('invalid_token');
  const { user, pending, memberships } = found;
  const companies = visibleWorkspaces(userId, memberships);
  if (user.isSupport && options.supportSubdomain) {
    const supported = await supportWorkspaceSummary(q, options.supportSubdomain);
    if (supported && !companies.some((company) => company.id === supported.id)) companies.push(supported);
  }
  return toSessionUser(user, pending as SessionUser['pendingInitialSettings'], companies);
}

function toSessionUser(
  user: SessionUserRow & { avatarUrl: string | null },
  pending: SessionUser['pendingInitialSettings'],
  companies: WorkspaceSummary[],
): SessionUser {
  const language = resolveLanguage(user.language);
  return {
    userId: user.id,
    name: user.name,
    lastName: user.lastName,
    email: user.email,
    avatarUrl: user.avatarUrl,
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
