// The skills module's public surface: other modules, the app and the seeds import from here only.

export { skillsExportSections } from './export.data.ts';
export { matchSkillsInText } from './skill-matching.ts';
export { insertCatalogue, listUserSkills, type NewSkill, replaceUserSkills, skillIdsByCode } from './skills.data.ts';
export { skillsRoutes } from './skills.routes.ts';
