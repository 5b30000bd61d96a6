import { type AuthResponse, type Language, type RegisterCandidateBody, phoneDigits } from '@trilha/contract';
import { eq } from 'drizzle-orm';
import { initialSettings, invites, tosAcceptances, users, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { openSession } from '../../platform/auth/sessions.ts';
import type { Tx } from '../../platform/db/connect.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { isAllowedEmailDomain } from './email-domains.ts';
import { loadSessionUser } from './session-user.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { findUserByEmail } from './users.data.ts';

const REGION_OF_COUNTRY = { br: 'BRA', us: 'USA', it: 'USA' } as const;

/**
 * Creates an account with its personal workspace (and a company workspace to set up when
 * type is company), records the terms accepted on the form, and signs the user in.
 * An invite is only checked here; accepting it belongs to the workspaces module.
 */
export async function registerCandidate(deps: Deps, body: RegisterCandidateBody, language: Language): Promise<AuthResponse> {
  if (!isAllowedEmailDomain(body.email)) throw new AppError('register.invalid_domain', { email: 'email.domain' });
  const existing = await findUserByEmail(deps.db, body.email);
  if (existing) throw new AppError(existing.status === 'pending_deletion' ? 'register.user_being_deleted' : 'register.email_registered');
  if (body.inviteId) await checkInvite(deps, body.inviteId, body.email);

  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  const region = REGION_OF_COUNTRY[body.countryCode];
  try {
    const { userId, token } = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: body.email,
          name: body.name,
          lastName: body.lastName,
          passwordHash,
          phone: phoneDigits(body.phone),
          countryCode: body.countryCode,
          language,
          region,
          tosAcceptedAt: now,
          createdAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(tosAcceptances).values({ userId: user.id, acceptedAt: now });
      await tx.insert(initialSettings).values({ userId: user.id, kind: 'profile', status: 'pending', updatedAt: now });

      const personal = await createWorkspace(tx, { name: `${body.name} ${body.lastName}`, type: 'individual', isCompleted: true, language, region, createdAt: now });
      await tx.insert(workspaceMembers).values({ workspaceId: personal, userId: user.id, role: 'owner', userRole: 'user', tosAcceptedAt: now, joinedAt: now });
      let lastWorkspaceId = personal;
      if (body.type === 'company') {
        const name = body.companyName ?? `Empresa de ${body.name}`;
        lastWorkspaceId = await createWorkspace(tx, { name, type: 'business', isCompleted: false, language, region, createdAt: now });
        await tx.insert(workspaceMembers).values({ workspaceId: lastWorkspaceId, userId: user.id, role: 'owner', userRole: 'admin', tosAcceptedAt: now, joinedAt: now });
      }
      await tx.update(users).set({ lastWorkspaceId }).where(eq(users.id, user.id));
      return { userId: user.id, token: await openSession(tx, deps.clock, user.id) };
    });
    return { token, user: await loadSessionUser(deps.db, userId) };
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides, the loser hears it is taken.
    if (isUniqueViolation(error)) throw new AppError('register.email_registered');
    throw error;
  }
}

async function createWorkspace(tx: Tx, values: typeof workspaces.$inferInsert): Promise<string> {
  const [row] = await tx.insert(workspaces).values(values).returning({ id: workspaces.id });
  if (!row) throw new Error('workspace insert returned nothing');
  return row.id;
}

/** The invite must be open, unexpired and addressed to the e-mail signing up. */
async function checkInvite(deps: Deps, inviteId: string, email: string): Promise<void> {
  const [invite] = await deps.db.select().from(invites).where(eq(invites.id, inviteId)).limit(1);
  if (!invite || ['COMPLETED', 'REFUSED', 'CANCELED'].includes(invite.status)) throw new AppError('invite.invalid');
  if (invite.status === 'EXPIRED' || invite.expiresAt <= deps.clock.now()) throw new AppError('invite.expired');
  if (invite.email.toLowerCase() !== email) throw new AppError('invite.email_mismatch');
}
