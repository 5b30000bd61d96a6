import { type AuthResponse, emailField, type Language, phoneDigits, type RegisterCandidateBody } from '@trilha/contract';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { openSession } from '../../platform/auth/sessions.ts';
import { HOUR } from '../../platform/clock.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { spendLookupAllowance } from '../../platform/http/lookup-limits.ts';
import { takeAllowance } from '../../platform/throttle.data.ts';
import { checkSignUpInvite, createOwnedWorkspace } from '../workspaces/index.ts';
import { enqueueEmailConfirmation } from './email-confirmation.service.ts';
import { isAllowedEmailDomain } from './email-domains.ts';
import { loadSessionUser } from './session-user.ts';
import { insertInitialSetting } from './settings.data.ts';
import { insertTosAcceptance } from './terms.data.ts';
import { findUserByEmail, insertUser, updateUser } from './users.data.ts';

/** Sign-ups one address may make in an hour (REGISTRATIONS_PER_HOUR_PER_ADDRESS, 50 unless set). */
async function spendRegistrationAllowance(deps: Deps, ip: string): Promise<void> {
  const limit = { key: `register:address:${ip}`, max: deps.config.registrationsPerHourPerAddress, windowMs: HOUR };
  if (!(await takeAllowance(deps.db, [limit], deps.clock.now()))) throw new AppError('rate_limited');
}

/** GET /v1/auth-me: whether an e-mail has an account (throttled per address, so it cannot list the users). */
export async function isEmailRegistered(deps: Deps, value: string | undefined, ip: string): Promise<boolean> {
  await spendLookupAllowance(deps, 'auth-me', ip);
  const email = emailField.safeParse(value);
  return email.success && (await findUserByEmail(deps.db, email.data)) !== null;
}

const REGION_OF_COUNTRY = { br: 'BRA', us: 'USA', it: 'USA' } as const;

/**
 * Creates an account with its personal workspace (and a company workspace to set up when
 * type is company, held until the owner confirms the address by the link e-mailed here), records the terms
 * accepted on the form, and signs the user in.
 * An invite is only checked here; accepting it belongs to the workspaces module.
 */
export async function registerCandidate(deps: Deps, body: RegisterCandidateBody, language: Language, ip: string): Promise<AuthResponse> {
  if (!isAllowedEmailDomain(body.email)) throw new AppError('register.invalid_domain', { email: 'email.domain' });
  await spendRegistrationAllowance(deps, ip);
  const existing = await findUserByEmail(deps.db, body.email);
  if (existing) throw new AppError(existing.status === 'pending_deletion' ? 'register.user_being_deleted' : 'register.email_registered');
  if (body.inviteId) await checkSignUpInvite(deps, body.inviteId, body.email);

  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  const region = REGION_OF_COUNTRY[body.countryCode];
  try {
    const { userId, token } = await deps.db.transaction(async (tx) => {
      const userId = await insertUser(tx, {
        email: body.email,
        name: body.name,
        lastName: body.lastName,
        passwordHash,
        phone: phoneDigits(body.phone),
        countryCode: body.countryCode,
        language,
        region,
        tosAcceptedAt: now,
        // a new individual account is held in the first-access wizard until it finishes; someone invited to a
        // workspace or opening a company is not held: the invite or the company's setup comes first
        wizard: { active: !body.inviteId && body.type !== 'company', completed: false, theme: null },
        createdAt: now,
      });
      await insertTosAcceptance(tx, { userId, acceptedAt: now });
      await insertInitialSetting(tx, userId, 'profile', now);
      const personal = { name: `${body.name} ${body.lastName}`, type: 'individual', isCompleted: true, language, region } as const;
      let lastWorkspaceId = await createOwnedWorkspace(tx, userId, personal, now);
      if (body.type === 'company') {
        // the company reaches no one outside it (public positions, e-mails) until the owner confirms the address
        const name = body.companyName ?? `Empresa de ${body.name}`;
        const company = { name, type: 'business', isCompleted: false, language, region, ownerEmailConfirmed: false } as const;
        lastWorkspaceId = await createOwnedWorkspace(tx, userId, company, now);
        await enqueueEmailConfirmation(deps, tx, { id: userId, email: body.email, name: body.name, language }, now);
      }
      await updateUser(tx, userId, { lastWorkspaceId });
      return { userId, token: await openSession(tx, deps.clock, userId) };
    });
    return { token, user: await loadSessionUser(deps.db, userId) };
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides, the loser hears it is taken.
    if (isUniqueViolation(error)) throw new AppError('register.email_registered');
    throw error;
  }
}
