import { outboxExportSection } from '../platform/mail/outbox-export.ts';
import { seedApplicationHistory } from '../seed/application-history-seed.ts';
import { seedDemoApplicationInvites } from '../seed/application-invites-seed.ts';
import { seedApplicationSources } from '../seed/application-sources-seed.ts';
import { seedDemoApplications } from '../seed/applications-seed.ts';
import { seedDemoAssignments } from '../seed/assignments-seed.ts';
import { seedCandidateFit } from '../seed/candidate-fit-seed.ts';
import { seedDemoCommunication } from '../seed/communication-seed.ts';
import { seedDemoCompanyRecords } from '../seed/company-records-seed.ts';
import { seedDemoCompanyData } from '../seed/company-seed.ts';
import { seedDemoCompanyUsers } from '../seed/company-users-seed.ts';
import { seedDemoContents } from '../seed/contents-seed.ts';
import { seedCourseSegments, seedDemoCourses } from '../seed/courses-seed.ts';
import { seedDemoEvaluations } from '../seed/evaluations-seed.ts';
import { seedDemoHiring } from '../seed/hiring-seed.ts';
import { seedIdentity } from '../seed/identity-seed.ts';
import { seedDemoIntegrations } from '../seed/integrations-seed.ts';
import { seedDemoLearning } from '../seed/learning-seed.ts';
import { seedDemoMessages } from '../seed/messages-seed.ts';
import { seedDemoPositions } from '../seed/positions-seed.ts';
import { seedDemoProfiles } from '../seed/profile-seed.ts';
import { seedDemoQuizzes } from '../seed/quizzes-seed.ts';
import { seedDemoSkills, seedSkillsCatalogue } from '../seed/skills-seed.ts';
import type { ReferenceStep, SeedStep } from '../seed/steps.ts';
import { seedDemoWallet } from '../seed/wallet-seed.ts';
import { seedWorkspaces } from '../seed/workspaces-seed.ts';
import { applicationInvitesModule } from './application-invites/index.ts';
import { applicationsModule } from './applications/index.ts';
import { assignmentsModule } from './assignments/index.ts';
import { certificatesModule } from './certificates/index.ts';
import { communicationModule } from './communication/index.ts';
import { companyModule } from './company/index.ts';
import { companyRecordsModule } from './company-records/index.ts';
import { companyUsersModule } from './company-users/index.ts';
import { contentsModule } from './contents/index.ts';
import { coursesModule } from './courses/index.ts';
import { devModule } from './dev/index.ts';
import { healthModule } from './health/index.ts';
import { hiringModule } from './hiring/index.ts';
import { identityModule } from './identity/index.ts';
import { integrationsModule } from './integrations/index.ts';
import { jobAlertsModule } from './job-alerts/index.ts';
import { learningModule } from './learning/index.ts';
import { lookupsModule } from './lookups/index.ts';
import { messagesModule } from './messages/index.ts';
import type { ModuleParts, ServerModule } from './module.ts';
import { positionsModule } from './positions/index.ts';
import { privacyModule } from './privacy/index.ts';
import { profileModule } from './profile/index.ts';
import { quizzesModule } from './quizzes/index.ts';
import { reportsModule } from './reports/index.ts';
import { resumeModule } from './resume/index.ts';
import { searchModule } from './search/index.ts';
import { skillsModule } from './skills/index.ts';
import { walletModule } from './wallet/index.ts';
import { workspacesModule } from './workspaces/index.ts';

/** One domain of the server: its module and the data it seeds (seed/<domain>-seed.ts). */
interface Domain {
  module: ServerModule;
  /** demo data, seeded into an empty database outside production (seed/seed.ts) */
  demoSeeds?: SeedStep[];
  /** reference data every database holds, production included: run on every start, idempotent */
  referenceSeeds?: ReferenceStep[];
}

/**
 * Every domain of the server, once; a new one adds its line. Everything else is read from this list, in its order:
 * the route table (modules/routes.ts; the order of /v1/openapi.json), the tasks and the e-mail summary's sections
 * (modules/tasks.ts), the sections of "download my data" (MODULE_PARTS) and the seeds (seed/steps.ts), where the order
 * matters: a domain's seeds may use the rows of every domain above it. The public pages and the wallet's pages
 * outside /v1 are registered by app.ts.
 */
export const DOMAINS: Domain[] = [
  { module: healthModule },
  { module: devModule },
  { module: identityModule, demoSeeds: [seedIdentity] },
  { module: workspacesModule, demoSeeds: [seedWorkspaces] },
  { module: skillsModule, demoSeeds: [seedDemoSkills], referenceSeeds: [seedSkillsCatalogue] },
  { module: lookupsModule },
  { module: profileModule, demoSeeds: [seedDemoProfiles] },
  { module: communicationModule, demoSeeds: [seedDemoCommunication] },
  { module: resumeModule },
  { module: contentsModule, demoSeeds: [seedDemoContents] },
  { module: quizzesModule, demoSeeds: [seedDemoQuizzes] },
  { module: learningModule, demoSeeds: [seedDemoLearning] },
  { module: certificatesModule },
  { module: positionsModule, demoSeeds: [seedDemoPositions] },
  { module: coursesModule, demoSeeds: [seedDemoCourses], referenceSeeds: [seedCourseSegments] },
  { module: applicationsModule, demoSeeds: [seedDemoApplications, seedCandidateFit] },
  { module: hiringModule, demoSeeds: [seedDemoHiring, seedDemoEvaluations] },
  // a year of hiring history for the reports, over the demo applications, interviews and offers; then where each
  // demo application came from, for the hiring report's sources
  { module: reportsModule, demoSeeds: [seedApplicationHistory, seedApplicationSources] },
  { module: messagesModule, demoSeeds: [seedDemoMessages] },
  { module: applicationInvitesModule, demoSeeds: [seedDemoApplicationInvites] },
  { module: jobAlertsModule },
  { module: searchModule },
  { module: companyModule, demoSeeds: [seedDemoCompanyData] },
  { module: companyUsersModule, demoSeeds: [seedDemoCompanyUsers] },
  { module: companyRecordsModule, demoSeeds: [seedDemoCompanyRecords] },
  // training Acme assigned, over its departments and demo contents: one already overdue, so the report is not empty
  { module: assignmentsModule, demoSeeds: [seedDemoAssignments] },
  { module: integrationsModule, demoSeeds: [seedDemoIntegrations] },
  { module: walletModule, demoSeeds: [seedDemoWallet] },
  { module: privacyModule },
];

/** Every module's summary sections (in the order the e-mail shows them) and export sections, the outbox's last. */
export const MODULE_PARTS: ModuleParts = {
  summarySections: DOMAINS.flatMap(({ module }) => module.summarySections ?? []),
  exportSections: [...DOMAINS.flatMap(({ module }) => module.exportSections ?? []), outboxExportSection],
};
