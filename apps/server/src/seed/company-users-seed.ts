import type { Deps } from '../platform/deps.ts';

/** Demo data of company-users (issue 14). */
export async function seedDemoCompanyUsers(_deps: Deps): Promise<void> {}
