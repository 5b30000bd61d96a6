// The positions module's public surface: candidate search, the recruitment module and news.
import type { ServerModule } from '../module.ts';
import { positionsExportSections } from './export.data.ts';
import { positionsRoutes } from './positions.routes.ts';
import { positionsTasks } from './ready.tasks.ts';

export { answerDay } from './company-day.ts';
export type { CandidateRow as MatchCandidate } from './match.data.ts';
export { matchBreakdown, matchSummaries, matchSummarizer } from './match.service.ts';
export { findPositionForApplication, type PositionForApplication } from './positions.data.ts';
export { positionItemsByIds, searchPositions } from './positions.service.ts';
export {
  findPublicPositionPage,
  type PublicPosition,
  positionSitemapPage,
  positionSitemapPages,
} from './public-positions.service.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const positionsModule: ServerModule = {
  name: 'positions',
  routes: positionsRoutes,
  tasks: positionsTasks,
  exportSections: positionsExportSections,
};
export { workplaceOf } from './workplace-words.ts';
