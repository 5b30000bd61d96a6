import {
  type HiringNotificationBody,
  INTEGRATION_KIND_INFO,
  INTEGRATION_KINDS,
  type InstalledIntegration,
  type IntegrationKind,
  type TokenIntegrationKind,
} from '@trilha/contract';
import { isUniqueViolation, UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  countInstalledByKind,
  ensureNativeIntegration,
  findClash,
  findInstalled,
  findInstalledOfKind,
  type IntegrationRow,
  insertIntegration,
  listInstalled,
  lockCompanyIntegration,
  markUninstalled,
  setIntegrationConfig,
  setIntegrationStatus,
} from './integrations.data.ts';
import { type IntegrationProvider, integrationProviders, type TokenVerdict } from './providers.ts';
import { decryptSecret, encryptSecret, secretHash, secretsKeyOf } from './secrets.ts';

/** The native integration every company has; it cannot be disabled. */
const NATIVE_KIND = 'trilhafeed' satisfies IntegrationKind;
const NATIVE_NAME = 'Feed de vagas Trilha';
const HIRING_KIND = 'hiringnotification' satisfies IntegrationKind;
const HIRING_NAME = 'Notificação de contratação';

const MASK = '••••';
const kindOf = (value: string): IntegrationKind => INTEGRATION_KINDS.find((kind) => kind === value) ?? NATIVE_KIND;

/** What the admin center sees of a row: never the token, only its last four characters. */
function toInstalled(row: IntegrationRow): InstalledIntegration {
  const email = row.config?.email;
  return {
    id: row.id,
    kind: kindOf(row.kind),
    name: row.name,
    native: row.native,
    status: row.status === 'disconnected' ? 'disconnected' : 'connected',
    maskedToken: row.tokenLast4 ? `${MASK}${row.tokenLast4}` : null,
    email: typeof email === 'string' ? email : null,
    installedAt: row.installedAt.toISOString(),
  };
}

/** The token refusals, shown on the install form's token field. */
function refusal(verdict: Exclude<TokenVerdict, 'ok'>): AppError {
  const code =
    verdict === 'invalid'
      ? 'integration.token_invalid'
      : verdict === 'unauthorized'
        ? 'integration.token_unauthorized'
        : 'integration.disconnected';
  return new AppError(code, { token: code });
}

const nameInUse = () => new AppError('integration.name_in_use', { name: 'integration.name_in_use' });
const tokenExists = () => new AppError('integration.token_exists', { token: 'integration.token_exists' });

/** The constraint a unique violation hit, when Drizzle wraps the driver's error. */
function violatedConstraint(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const own = (error as { constraint?: unknown }).constraint;
  return typeof own === 'string' ? own : violatedConstraint((error as { cause?: unknown }).cause);
}

/**
 * Installs an integration with the provider's token, refused when the token exists, is invalid or unauthorized, or the
 * name is in use. The token's shape is checked first, then the company's own rows, and the provider is asked last;
 * the token is stored encrypted with a keyed hash beside it to find a duplicate.
 */
export async function installIntegration(
  deps: Deps,
  workspaceId: string,
  userId: string,
  kind: TokenIntegrationKind,
  body: { name: string; token: string },
): Promise<InstalledIntegration> {
  const provider = integrationProviders[kind];
  const key = secretsKeyOf(deps.config);
  const tokenHash = secretHash(key, body.token);
  if (!provider.hasTokenShape(body.token)) throw refusal('invalid');
  const clash = await findClash(deps.db, workspaceId, body.name, tokenHash);
  if (clash.tokenExists) throw tokenExists();
  if (clash.nameInUse) throw nameInUse();
  const verdict = await provider.validateToken(body.token);
  if (verdict !== 'ok') throw refusal(verdict);
  try {
    const row = await insertIntegration(deps.db, {
      workspaceId,
      kind,
      name: body.name,
      tokenCiphertext: encryptSecret(key, body.token),
      tokenHash,
      tokenLast4: body.token.slice(-4),
      config: null,
      native: false,
      status: 'connected',
      installedBy: userId,
      installedAt: deps.clock.now(),
    });
    return toInstalled(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw violatedConstraint(error) === 'company_integrations_token_key' ? tokenExists() : nameInUse();
  }
}

/** Gives a company its native integration unless it has it (seed, and a company's first look at its integrations). */
export const ensureNative = (deps: Deps, workspaceId: string) =>
  ensureNativeIntegration(deps.db, workspaceId, NATIVE_KIND, NATIVE_NAME, deps.clock.now());

/** Every kind with how many the company installed, and a page of its installed integrations (the native one first made). */
export async function listIntegrations(deps: Deps, workspaceId: string, query: { page: number; limit: number }) {
  await ensureNative(deps, workspaceId);
  const counts = await countInstalledByKind(deps.db, workspaceId);
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const offset = (query.page - 1) * query.limit;
  const rows = offset < total ? await listInstalled(deps.db, workspaceId, offset, query.limit) : [];
  return {
    kinds: INTEGRATION_KINDS.map((kind) => ({
      kind,
      category: INTEGRATION_KIND_INFO[kind].category,
      install: INTEGRATION_KIND_INFO[kind].install,
      deprecated: INTEGRATION_KIND_INFO[kind].deprecated,
      installed: counts.get(kind) ?? 0,
    })),
    items: rows.map(toInstalled),
    page: query.page,
    limit: query.limit,
    total,
  };
}

async function installedRow(deps: Deps, workspaceId: string, id: string, kind?: IntegrationKind): Promise<IntegrationRow> {
  const row = UUID_PATTERN.test(id) ? await findInstalled(deps.db, workspaceId, id) : null;
  if (!row || (kind && row.kind !== kind)) throw new AppError('integration.not_found');
  return row;
}

export const getCompanyIntegration = async (deps: Deps, workspaceId: string, id: string) =>
  toInstalled(await installedRow(deps, workspaceId, id));

/**
 * The masked token of an installed integration, asked again of its provider: a token it refuses now marks the
 * integration disconnected ('integration disconnected'); an accepted one reconnects it. The whole token never leaves.
 */
export async function checkIntegrationToken(deps: Deps, workspaceId: string, kind: IntegrationKind, id: string) {
  const row = await installedRow(deps, workspaceId, id, kind);
  const provider = (integrationProviders as Partial<Record<IntegrationKind, IntegrationProvider>>)[kind];
  if (!provider || !row.tokenCiphertext || !row.tokenLast4) throw new AppError('integration.not_found');
  const token = readToken(deps, row.tokenCiphertext);
  // a token no longer readable (the secrets key was replaced) can only be installed again
  const verdict = token === null ? 'unauthorized' : await provider.validateToken(token);
  if (verdict === 'invalid' || verdict === 'unauthorized') {
    if (row.status !== 'disconnected') await setIntegrationStatus(deps.db, workspaceId, row.id, 'disconnected');
    throw new AppError('integration.disconnected');
  }
  if (verdict === 'unreachable') throw new AppError('integration.disconnected');
  if (row.status !== 'connected') await setIntegrationStatus(deps.db, workspaceId, row.id, 'connected');
  return {
    id: row.id,
    kind: kindOf(row.kind),
    maskedToken: `${MASK}${row.tokenLast4}`,
    valid: true,
    status: 'connected' as const,
    checkedAt: deps.clock.now().toISOString(),
  };
}

function readToken(deps: Deps, ciphertext: string): string | null {
  const key = secretsKeyOf(deps.config);
  try {
    return decryptSecret(key, ciphertext);
  } catch (error) {
    deps.log.warn({ err: error }, 'an integration token could not be decrypted');
    return null;
  }
}

/** Uninstalls an integration of a kind; native ones cannot be disabled. */
export async function uninstallIntegration(deps: Deps, workspaceId: string, kind: IntegrationKind, id: string): Promise<void> {
  const row = await installedRow(deps, workspaceId, id, kind);
  if (row.native) throw new AppError('integration.native');
  await markUninstalled(deps.db, workspaceId, row.id, deps.clock.now());
}

/** The hiring notification (deprecated) holds one e-mail only: a new one replaces the old in the company's single row. */
export async function setHiringNotification(deps: Deps, workspaceId: string, userId: string, body: HiringNotificationBody) {
  const email = body.email;
  return deps.db.transaction(async (tx) => {
    await lockCompanyIntegration(tx, workspaceId, HIRING_KIND);
    const current = await findInstalledOfKind(tx, workspaceId, HIRING_KIND);
    if (current) return toInstalled(await setIntegrationConfig(tx, workspaceId, current.id, { email }));
    try {
      const row = await insertIntegration(tx, {
        workspaceId,
        kind: HIRING_KIND,
        name: HIRING_NAME,
        tokenCiphertext: null,
        tokenHash: null,
        tokenLast4: null,
        config: { email },
        native: false,
        status: 'connected',
        installedBy: userId,
        installedAt: deps.clock.now(),
      });
      return toInstalled(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameInUse();
      throw error;
    }
  });
}

export async function removeHiringNotification(deps: Deps, workspaceId: string): Promise<void> {
  const current = await findInstalledOfKind(deps.db, workspaceId, HIRING_KIND);
  if (!current) throw new AppError('integration.not_found');
  await markUninstalled(deps.db, workspaceId, current.id, deps.clock.now());
}
