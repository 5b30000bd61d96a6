import type { Deps } from '../platform/deps.ts';

/** Demo applications in every tab for the demo candidates, and pipelines with candidates at every stage. */
export async function seedDemoApplications(_deps: Deps): Promise<void> {}
