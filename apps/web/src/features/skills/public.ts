// What the skills domain offers the other features (the only file of it they may import).

/** The query keys of the skills (the resume import writes the user's skills into the cache). */
export { skillKeys } from './api/keys.ts';
/** GET /v1/myself/skills: the signed-in user's skills (the first-access wizard, the resume import). */
export { mySkillsQuery } from './api/list-my-skills.ts';
/** Searches the catalogue and picks a skill, or creates one (contents' and positions' forms). */
export { SkillPicker } from './shared/skill-picker.tsx';
/** The user's skills list with levels and main skills, saved as a whole (the first-access wizard). */
export { SkillsEditor } from './shared/skills-editor.tsx';
