import type { Deps } from '../platform/deps.ts';

/** Demo data of company (issue 14). */
export async function seedDemoCompanyData(_deps: Deps): Promise<void> {}
