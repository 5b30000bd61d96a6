import type { Deps } from '../platform/deps.ts';

/** Demo data of company-records (issue 14). */
export async function seedDemoCompanyRecords(_deps: Deps): Promise<void> {}
