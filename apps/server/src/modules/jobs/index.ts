// The jobs module's public surface: positions (candidate search and the recruitment module), departments, news.

export { answerDay } from './company-day.ts';
export { jobsExportSections } from './export.data.ts';
export { jobsRoutes } from './jobs.routes.ts';
export { matchSummaries } from './match.service.ts';
export { findPositionForApplication, type PositionForApplication } from './positions.data.ts';
export { positionItemsByIds, searchPositions } from './positions.service.ts';
export {
  findPublicPositionPage,
  type PublicPosition,
  positionSitemapPage,
  positionSitemapPages,
} from './public-positions.service.ts';
export { jobsJobs } from './ready.jobs.ts';
