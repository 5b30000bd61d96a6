import type { ServerModule } from '../module.ts';
import { learningRoutes } from './learning.routes.ts';

export { registerPackageFileRoutes } from './learning.routes.ts';
export { storePackageFiles } from './learning.service.ts';
export { demoScormPage, scormManifest } from './zip-writer.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const learningModule: ServerModule = {
  name: 'learning',
  routes: learningRoutes,
};
