import type { Deps } from '../platform/deps.ts';

/** Demo data of integrations (issue 14). */
export async function seedDemoIntegrations(_deps: Deps): Promise<void> {}
