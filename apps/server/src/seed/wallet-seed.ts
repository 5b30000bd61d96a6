import type { Deps } from '../platform/deps.ts';

/** Demo data of wallet (issue 14). */
export async function seedDemoWallet(_deps: Deps): Promise<void> {}
