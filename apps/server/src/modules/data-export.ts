import type { DataExportSection } from '../platform/data-export.ts';
import { outboxExportSection } from '../platform/mail/outbox-export.ts';
import { applicationsExportSections } from './applications/index.ts';
import { communicationExportSections } from './communication/index.ts';
import { contentsExportSections } from './contents/index.ts';
import { coursesExportSections } from './courses/index.ts';
import { identityExportSections } from './identity/index.ts';
import { positionsExportSections } from './positions/index.ts';
import { profileExportSections } from './profile/index.ts';
import { resumeExportSections } from './resume/index.ts';
import { skillsExportSections } from './skills/index.ts';
import { workspacesExportSections } from './workspaces/index.ts';

/** Every section of "download my data", module by module: a new domain adds its own here. */
export const dataExportSections: DataExportSection[] = [
  ...identityExportSections,
  ...profileExportSections,
  ...skillsExportSections,
  ...workspacesExportSections,
  ...communicationExportSections,
  ...resumeExportSections,
  ...contentsExportSections,
  ...coursesExportSections,
  ...positionsExportSections,
  ...applicationsExportSections,
  outboxExportSection,
];
