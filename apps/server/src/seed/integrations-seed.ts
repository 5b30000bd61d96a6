import { ensureNative, installIntegration, setHiringNotification } from '../modules/integrations/index.ts';
import type { Deps } from '../platform/deps.ts';
import { AppError } from '../platform/http/app-error.ts';
import { DEMO_USERS } from './demo-users.ts';
import { DEMO_WORKSPACE_IDS } from './workspaces-seed.ts';

/** The sandbox token of Acme's admission system (see modules/integrations/providers.ts for the sandbox's test tokens). */
export const DEMO_ADMISSION_TOKEN = 'adm_sandbox-acme-0000000000004821';

/**
 * Demo integrations: Acme has an installed admission system (Admitta, its token encrypted), the native job-board feed
 * and a hiring-notification e-mail; Globex only the native feed. Run again, it leaves what exists alone.
 */
export async function seedDemoIntegrations(deps: Deps): Promise<void> {
  await ensureNative(deps, DEMO_WORKSPACE_IDS.acme);
  await ensureNative(deps, DEMO_WORKSPACE_IDS.globex);
  try {
    await installIntegration(deps, DEMO_WORKSPACE_IDS.acme, DEMO_USERS.owner.id, 'admitta', {
      name: 'Admissão Acme',
      token: DEMO_ADMISSION_TOKEN,
    });
  } catch (error) {
    if (!(error instanceof AppError && (error.code === 'integration.token_exists' || error.code === 'integration.name_in_use')))
      throw error;
  }
  await setHiringNotification(deps, DEMO_WORKSPACE_IDS.acme, DEMO_USERS.owner.id, { email: 'contratacoes@acme.dev' });
}
