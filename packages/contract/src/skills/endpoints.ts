import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { pageOf } from '../platform/pagination.ts';
import { SKILLS_PAGE_SIZE, saveUserSkillsBody, skillItem, skillSearchText, skillTitle, userSkillItem } from './schemas.ts';

const tag = 'skills';
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const userSkills = z.object({ items: z.array(userSkillItem) });

export const searchSkills = defineEndpoint({
  method: 'GET',
  path: '/v1/skills',
  summary: 'Searches the skills catalogue (accents, case and small typos ignored), most relevant first, 20 per page',
  tag,
  access: 'session',
  scope: 'user',
  query: z.object({ query: skillSearchText, page }),
  responses: { 200: pageOf(skillItem) },
});

export const listSkillsByLanguage = defineEndpoint({
  method: 'GET',
  path: '/v1/skills/language',
  summary: "The catalogue in the caller's language, by title, optionally filtered by name",
  tag,
  access: 'session',
  scope: 'user',
  query: z.object({
    order: z.enum(['asc', 'desc']).default('asc'),
    limit: z.coerce.number().int().min(1).max(100).default(SKILLS_PAGE_SIZE),
    page,
    filterByName: skillSearchText,
  }),
  responses: { 200: pageOf(skillItem) },
});

export const createSkill = defineEndpoint({
  method: 'POST',
  path: '/v1/skills',
  summary: 'Adds a skill to the catalogue; its title is trimmed and may not repeat one (accents and case ignored)',
  tag,
  access: 'session',
  scope: 'user',
  body: z.object({ title: skillTitle }),
  responses: { 201: skillItem },
});

export const saveUserSkills = defineEndpoint({
  method: 'POST',
  path: '/v1/skills/user',
  summary: "Replaces the caller's skills with the entries not flagged deleted (level or none, at most 3 main)",
  tag,
  access: 'session',
  scope: 'user',
  body: saveUserSkillsBody,
  responses: { 200: userSkills },
});

export const listUserSkills = defineEndpoint({
  method: 'GET',
  path: '/v1/skills/user/:userId',
  summary: "Another user's skills: visible to the user and to members of a workspace they share (404 otherwise)",
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ userId: z.string().min(1).max(200) }),
  responses: { 200: userSkills },
});

export const listMySkills = defineEndpoint({
  method: 'GET',
  path: '/v1/myself/skills',
  summary: "The caller's skills, main ones first, then by title",
  tag,
  access: 'session',
  scope: 'user',
  responses: { 200: userSkills },
});
