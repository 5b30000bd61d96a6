import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';

/** What of a person chooses their home's positions: the areas of interest, the skills, the state they live in. */
const profileOf = statement<[string], { areas: number[]; skills: string[]; state: string | null }>(
  'positions.suggestions.profile',
  `select coalesce(pr.preferred_areas, '{}') as areas, pr.state,
     coalesce((select array_agg(us.skill_id::text) from user_skills us where us.user_id = u.id), '{}') as skills
   from users u left join profiles pr on pr.user_id = u.id where u.id = $1::uuid`,
);
export const findSuggestionProfile = async (q: Queryable, userId: string) => (await profileOf.run(q, userId))[0] ?? null;

/** Open positions a candidate may apply to (not internal, not applied to yet), in a portal ($2) its own and partners'. */
const OPEN_FOR = `p.status = 'active' and not p.internal_only
  and not exists (select 1 from applications a where a.user_id = $1::uuid and a.position_id = p.id and a.deleted_at is null)
  and ($2::uuid is null or p.workspace_id = $2::uuid
    or exists (select 1 from portal_partners pp where pp.portal_id = $2::uuid and pp.company_id = p.workspace_id))`;

/**
 * The newest open positions of the person's areas ($3, through positions_open_category_idx) and of their skills
 * ($4, through position_skills_skill_idx), at most $5 of each: the few the home then ranks by match.
 */
const byProfile = statement<[string, string | null, number[], string[], number], { id: string }>(
  'positions.suggestions.by_profile',
  `select id from (
     (select p.id from positions p where ${OPEN_FOR} and p.category_id = any($3::int[]) order by p.published_at desc, p.id desc limit $5)
     union
     (select p.id from positions p where ${OPEN_FOR}
        and p.id in (select ps.position_id from position_skills ps where ps.skill_id = any($4::uuid[]))
        order by p.published_at desc, p.id desc limit $5)
   ) found`,
  { planEachCall: true },
);
export const profilePositionIds = async (
  q: Queryable,
  userId: string,
  portalId: string | null,
  areas: number[],
  skills: string[],
  limit: number,
) => (await byProfile.run(q, userId, portalId, areas, skills, limit)).map((row) => row.id);

/** The newest open positions of a state ($3; every state when null), through positions_open_state_idx. */
const byRegion = statement<[string, string | null, string | null, number], { id: string }>(
  'positions.suggestions.by_region',
  `select p.id from positions p where ${OPEN_FOR} and ($3::text is null or p.state_code = $3::text)
   order by p.published_at desc, p.id desc limit $4`,
  { planEachCall: true },
);
export const regionPositionIds = async (q: Queryable, userId: string, portalId: string | null, state: string | null, limit: number) =>
  (await byRegion.run(q, userId, portalId, state, limit)).map((row) => row.id);
