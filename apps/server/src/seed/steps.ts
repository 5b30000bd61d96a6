import type { Queryable } from '../platform/db/connect.ts';
import type { Deps } from '../platform/deps.ts';
import { seedApplicationHistory } from './application-history-seed.ts';
import { seedDemoApplicationInvites } from './application-invites-seed.ts';
import { seedDemoApplications } from './applications-seed.ts';
import { seedDemoCommunication } from './communication-seed.ts';
import { seedDemoCompanyRecords } from './company-records-seed.ts';
import { seedDemoCompanyData } from './company-seed.ts';
import { seedDemoCompanyUsers } from './company-users-seed.ts';
import { seedDemoContents } from './contents-seed.ts';
import { seedCourseSegments, seedDemoCourses } from './courses-seed.ts';
import { seedDemoHiring } from './hiring-seed.ts';
import { seedIdentity } from './identity-seed.ts';
import { seedDemoIntegrations } from './integrations-seed.ts';
import { seedDemoMessages } from './messages-seed.ts';
import { seedDemoPositions } from './positions-seed.ts';
import { seedDemoProfiles } from './profile-seed.ts';
import { seedDemoSkills, seedSkillsCatalogue } from './skills-seed.ts';
import { seedDemoWallet } from './wallet-seed.ts';
import { seedWorkspaces } from './workspaces-seed.ts';

export type SeedStep = (deps: Deps) => Promise<void>;

/** Each domain adds its demo data here, in order. */
export const demoSeeds: SeedStep[] = [
  seedIdentity,
  seedWorkspaces,
  seedDemoSkills,
  seedDemoProfiles,
  seedDemoCommunication,
  seedDemoContents,
  seedDemoPositions,
  seedDemoCourses,
  seedDemoApplications,
  seedDemoHiring,
  seedApplicationHistory,
  seedDemoMessages,
  seedDemoApplicationInvites,
  seedDemoCompanyData,
  seedDemoCompanyUsers,
  seedDemoCompanyRecords,
  seedDemoIntegrations,
  seedDemoWallet,
];

export type ReferenceStep = (db: Queryable, now: Date) => Promise<void>;

/** Reference data every database holds, production included: run on every start, idempotent. */
export const referenceSeeds: ReferenceStep[] = [seedSkillsCatalogue, seedCourseSegments];
