export { contentsRoutes } from './contents.routes.ts';
