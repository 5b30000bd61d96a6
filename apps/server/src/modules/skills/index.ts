// The skills module's public surface: other modules, the app and the seeds import from here only.
import type { ServerModule } from '../module.ts';
import { skillsExportSections } from './export.data.ts';
import { skillsRoutes } from './skills.routes.ts';

export { matchSkillsInText } from './skill-matching.ts';
export { insertCatalogue, listUserSkills, type NewSkill, replaceUserSkills, skillIdsByCode } from './skills.data.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const skillsModule: ServerModule = {
  name: 'skills',
  routes: skillsRoutes,
  exportSections: skillsExportSections,
};
