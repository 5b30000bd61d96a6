import type { AcademicExperience, LanguageSkill } from '@trilha/contract';
import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';
import { memberOf } from '../../platform/membership-sql.ts';

export interface CandidateRow {
  skills: { skillId: string; level: string | null }[];
  languages: LanguageSkill[];
  academic: AcademicExperience[];
  cityId: number | null;
  city: string | null;
  state: string | null;
  isPcd: boolean;
  /** the areas of interest (position categories): with the skills, whether there is a profile to match */
  areas: number[];
}

/** What of the caller's profile a position's requirements are compared with. */
const candidate = statement<[string], CandidateRow>(
  'match.candidate',
  `select coalesce((select json_agg(json_build_object('skillId', us.skill_id, 'level', us.level))
      from user_skills us where us.user_id = $1::uuid), '[]') as skills,
    coalesce(pr.languages, '[]') as languages, coalesce(pr.academic_experiences, '[]') as academic,
    pr.city_id as "cityId", pr.city, pr.state, coalesce(pr.is_pcd, false) as "isPcd",
    coalesce(pr.preferred_areas, '{}') as areas
   from users u left join profiles pr on pr.user_id = u.id where u.id = $1::uuid`,
);
export const findCandidate = async (q: Queryable, userId: string) => (await candidate.run(q, userId))[0] ?? null;

/** The same, for a page of a position's candidates at once. */
const candidates = statement<[string[]], CandidateRow & { userId: string }>(
  'match.candidates',
  `select u.id as "userId", coalesce((select json_agg(json_build_object('skillId', us.skill_id, 'level', us.level))
      from user_skills us where us.user_id = u.id), '[]') as skills,
    coalesce(pr.languages, '[]') as languages, coalesce(pr.academic_experiences, '[]') as academic,
    pr.city_id as "cityId", pr.city, pr.state, coalesce(pr.is_pcd, false) as "isPcd",
    coalesce(pr.preferred_areas, '{}') as areas
   from users u left join profiles pr on pr.user_id = u.id where u.id = any($1::uuid[])`,
);
export const findCandidates = (q: Queryable, userIds: string[]) =>
  userIds.length === 0 ? Promise.resolve([]) : candidates.run(q, userIds);

/** For each missing skill, the most followed contents (3) and pathways (2) the caller may see that teach it. */
const learning = statement<[string, string[]], { skillId: string; kind: 'content' | 'list'; id: string }>(
  'match.learning',
  `select s.skill_id as "skillId", 'content' as kind, x.id from unnest($2::uuid[]) s(skill_id)
   cross join lateral (select c.id from content_skills cs join contents c on c.id = cs.content_id
     where cs.skill_id = s.skill_id and ((c.is_public and not c.is_private)
       or ${memberOf('c.workspace_id', '$1::uuid')})
     order by c.hits desc, c.created_at desc limit 3) x
   union all
   select s.skill_id, 'list', x.id from unnest($2::uuid[]) s(skill_id)
   cross join lateral (select l.id from list_skills ls join lists l on l.id = ls.list_id
     where ls.skill_id = s.skill_id and (not l.is_private
       or ${memberOf('l.workspace_id', '$1::uuid')})
     order by l.hits desc, l.created_at desc limit 2) x`,
);
export const findLearning = (q: Queryable, userId: string, skillIds: string[]) =>
  skillIds.length === 0 ? Promise.resolve([]) : learning.run(q, userId, skillIds);
