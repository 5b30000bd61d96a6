import type { Deps } from '../platform/deps.ts';
import { seedIdentity } from './identity-seed.ts';
import { seedWorkspaces } from './workspaces-seed.ts';

export type SeedStep = (deps: Deps) => Promise<void>;

/** Each domain adds its demo data here, in order. */
export const demoSeeds: SeedStep[] = [seedIdentity, seedWorkspaces];
