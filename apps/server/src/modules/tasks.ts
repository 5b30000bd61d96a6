import type { Task } from '../platform/tasks.ts';
import { communicationTasks, type SummarySection } from './communication/index.ts';
import { contentsSummarySections } from './contents/index.ts';
import { identityTasks } from './identity/index.ts';
import { messagesTasks } from './messages/index.ts';
import { positionsTasks } from './positions/index.ts';
import { resumeTasks } from './resume/index.ts';
import { walletTasks } from './wallet/index.ts';
import { workspacesSummarySections, workspacesTasks } from './workspaces/index.ts';

/** Every module's part of the e-mail summary, in the order the e-mail shows them. */
export const summarySections: SummarySection[] = [...workspacesSummarySections, ...contentsSummarySections];

/** Every background job of the modules, registered explicitly (the outbox delivery is the platform's own). */
export const moduleTasks: Task[] = [
  ...identityTasks,
  ...workspacesTasks,
  ...communicationTasks(summarySections),
  ...resumeTasks,
  ...positionsTasks,
  ...messagesTasks,
  ...walletTasks,
];
