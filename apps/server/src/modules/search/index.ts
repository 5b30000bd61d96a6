// Search across domains: one text over positions, courses and contents at once.
export { searchRoutes } from './search.routes.ts';
