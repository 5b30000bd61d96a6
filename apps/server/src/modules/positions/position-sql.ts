import { memberOf } from '../../platform/membership-sql.ts';

/**
 * The SELECT shared by every position read: the row, its company and whether the caller ($1, null when
 * anonymous) saved it. Listings fetch these by key after a page of ids.
 */
export const POSITION_COLUMNS = `p.id, p.code, p.title, p.workspace_id as "companyId", w.name as "companyName",
  w.subdomain as "companySubdomain", w.image_url as "companyAvatarUrl", p.category_id as "categoryId",
  p.contract_type as "contractType", p.workload, p.salary_type as "salaryType", p.salary_text as "salaryText",
  p.salary_min as "salaryMin", p.salary_max as "salaryMax", p.salary_period as "salaryPeriod", p.remote,
  p.pcd_only as "pcdOnly", p.city_id as "cityId", p.city_name as "cityName", p.state_code as "stateCode",
  p.country_code as "countryCode", p.status, p.published_at as "publishedAt",
  exists (select 1 from favorite_positions f where f.user_id = $1::uuid and f.position_id = p.id) as favorite`;

export const POSITION_FROM = 'from positions p join workspaces w on w.id = p.workspace_id';

/**
 * The rest of a position's page (a row stored without an education requirement asks for none), and what decides
 * whether the caller ($1) may see a restricted one: a member of its company (terms accepted), someone who applied.
 */
export const POSITION_DETAIL_COLUMNS = `p.description, p.requirements, p.evaluation_criteria as "evaluationCriteria", coalesce(p.education_level, 'none') as "educationLevel",
  p.languages, p.files, p.steps, p.language, p.department_id as "departmentId",
  (select d.name from departments d where d.id = p.department_id) as department,
  p.approval_status as "approvalStatus", p.approval_note as "approvalNote", p.updated_at as "updatedAt",
  p.author_id as "authorId",
  coalesce((select json_agg(json_build_object('id', s.id, 'level', ps.level,
      'title', case $2 when 'en' then s.title_en when 'es' then s.title_es else s.title_pt end) order by s.title_pt)
    from position_skills ps join skills s on s.id = ps.skill_id where ps.position_id = p.id), '[]') as skills,
  coalesce((select array_agg(pm.user_id) from position_members pm where pm.position_id = p.id), '{}') as "linkedUserIds",
  p.internal_only as "internalOnly", p.answer_within_days as "answerWithinDays",
  ($1::uuid is not null and ${memberOf('p.workspace_id', '$1::uuid')}) as "viewerIsMember",
  ($1::uuid is not null and exists (select 1 from applications va
    where va.user_id = $1::uuid and va.position_id = p.id and va.deleted_at is null)) as "viewerApplied"`;

/**
 * What a listing's row adds for the caller's match (match-checks.ts' MatchPosition): the skills and levels it asks
 * (through position_skills' primary key), its languages and education. Read with the page's rows, in the same statement.
 */
export const POSITION_MATCH_COLUMNS = `coalesce(p.education_level, 'none') as "educationLevel", p.languages,
  coalesce((select json_agg(json_build_object('id', ps.skill_id, 'level', ps.level))
    from position_skills ps where ps.position_id = p.id), '[]') as skills`;
