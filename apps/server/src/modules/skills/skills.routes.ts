import { skillsApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import { createSkill, listMySkills, listSkillsByLanguage, listSkillsOfUser, saveUserSkills, searchSkills } from './skills.service.ts';

export const skillsRoutes = [
  route(skillsApi.searchSkills, ({ deps, lang, query }) => searchSkills(deps, lang, query)),

  route(skillsApi.listSkillsByLanguage, ({ deps, lang, query }) => listSkillsByLanguage(deps, lang, query)),

  route(skillsApi.createSkill, ({ deps, session, body }) => createSkill(deps, session.user.id, body.title)),

  route(skillsApi.saveUserSkills, ({ deps, lang, session, body }) => saveUserSkills(deps, lang, session.user.id, body)),

  route(skillsApi.listUserSkills, ({ deps, lang, session, params }) => listSkillsOfUser(deps, lang, session.user.id, params.userId)),

  route(skillsApi.listMySkills, ({ deps, lang, session }) => listMySkills(deps, lang, session.user.id)),
];
