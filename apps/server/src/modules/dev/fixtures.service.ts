import { randomBytes } from 'node:crypto';
import { DAY } from '../../platform/clock.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { recordVerifiedConclusion } from '../contents/index.ts';
import { insertVoucher } from '../wallet/index.ts';
import { insertMembership, workspaceIdOf } from '../workspaces/index.ts';
import { contentExists, findUserIdByEmail, findWorkspaceType } from './fixtures.data.ts';

/**
 * Test data the browser journeys make for themselves (apps/e2e/support/fresh-data.ts) where no public endpoint can:
 * they share one database and may not change the demo accounts. Never served in production (and the dev-tools guard
 * answers only local clients).
 */
const refuseInProduction = (deps: Deps) => {
  if (deps.config.nodeEnv === 'production') throw new AppError('not_found');
};

/** A single-use voucher with a code nobody else holds, valid for a year. */
export async function createDevVoucher(deps: Deps, body: { credits: number; workspace?: string | undefined }) {
  refuseInProduction(deps);
  const workspaceId = body.workspace ? await workspaceIdOf(deps, body.workspace) : null;
  const now = deps.clock.now();
  const code = `DEV-${randomBytes(6).toString('hex').toUpperCase()}`;
  const expiresAt = new Date(now.getTime() + 365 * DAY);
  await insertVoucher(deps.db, { code, credits: body.credits, expiresAt, workspaceId, createdAt: now });
  return { code, credits: body.credits, expiresAt: expiresAt.toISOString() };
}

const PORTAL_TYPES = new Set(['aggregator', 'agro']);

/** Makes an existing account a member of a portal, its terms accepted: portals have no way in of their own yet. */
export async function addDevPortalMember(deps: Deps, body: { email: string; portal: string }) {
  refuseInProduction(deps);
  const workspaceId = await workspaceIdOf(deps, body.portal);
  if (!PORTAL_TYPES.has((await findWorkspaceType(deps.db, workspaceId)) ?? '')) throw new AppError('workspace.not_found');
  const userId = await findUserIdByEmail(deps.db, body.email);
  if (!userId) throw new AppError('not_found');
  // as the demo seed makes them: a member who has accepted the terms; nothing when already one
  const now = deps.clock.now();
  await insertMembership(deps.db, { workspaceId, userId, role: 'member', userRole: 'user', tosAcceptedAt: now, joinedAt: now });
  return { workspaceId };
}

/**
 * Concludes a content for an account as the content itself would (a SCORM package's runtime, a passed quiz), with
 * the certificates that follow: the journeys have no such content to finish in the browser.
 */
export async function createDevVerifiedConclusion(deps: Deps, body: { email: string; contentId: string; score?: number | undefined }) {
  refuseInProduction(deps);
  const userId = await findUserIdByEmail(deps.db, body.email);
  if (!userId) throw new AppError('not_found');
  if (!(await contentExists(deps.db, body.contentId))) throw new AppError('content.not_found');
  const now = deps.clock.now();
  const first = await deps.db.transaction((tx) => recordVerifiedConclusion(tx, userId, body.contentId, body.score ?? null, now));
  return { first };
}
