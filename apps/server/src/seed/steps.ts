import { DOMAINS } from '../modules/domains.ts';
import type { Queryable } from '../platform/db/connect.ts';
import type { Deps } from '../platform/deps.ts';

export type SeedStep = (deps: Deps) => Promise<void>;

/** The demo data, domain by domain in the order of modules/domains.ts (each may use the rows of those above it). */
export const demoSeeds: SeedStep[] = DOMAINS.flatMap((domain) => domain.demoSeeds ?? []);

export type ReferenceStep = (db: Queryable, now: Date) => Promise<void>;

/** Reference data every database holds, production included: run on every start, idempotent. */
export const referenceSeeds: ReferenceStep[] = DOMAINS.flatMap((domain) => domain.referenceSeeds ?? []);
