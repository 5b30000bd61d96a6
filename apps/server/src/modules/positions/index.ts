// The positions module's public surface: candidate search, the recruitment module and news.

export { answerDay } from './company-day.ts';
export { positionsExportSections } from './export.data.ts';
export { matchSummaries } from './match.service.ts';
export { findPositionForApplication, type PositionForApplication } from './positions.data.ts';
export { positionsRoutes } from './positions.routes.ts';
export { positionItemsByIds, searchPositions } from './positions.service.ts';
export {
  findPublicPositionPage,
  type PublicPosition,
  positionSitemapPage,
  positionSitemapPages,
} from './public-positions.service.ts';
export { positionsTasks } from './ready.tasks.ts';
