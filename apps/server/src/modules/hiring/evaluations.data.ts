import type { EvaluationScore } from '@trilha/contract';
import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';

export interface EvaluationRow {
  evaluatorId: string;
  evaluatorName: string;
  recommendation: string;
  note: string | null;
  scores: EvaluationScore[];
  updatedAt: Date;
}

// served by application_evaluations_application_evaluator_idx
const ofApplication = statement<[string], EvaluationRow>(
  'hiring.evaluations_of_application',
  `select e.evaluator_id as "evaluatorId", trim(u.name || ' ' || u.last_name) as "evaluatorName", e.recommendation, e.note,
     e.scores, e.updated_at as "updatedAt"
   from application_evaluations e join users u on u.id = e.evaluator_id
   where e.application_id = $1::uuid order by e.updated_at desc, e.id desc`,
);
/** An application's scorecards, last changed first. */
export const listEvaluations = (q: Queryable, applicationId: string) => ofApplication.run(q, applicationId);

const upsert = statement<[string, string, string, string, string | null, string, Date], { id: string }>(
  'hiring.upsert_evaluation',
  `insert into application_evaluations (workspace_id, application_id, evaluator_id, recommendation, note, scores, created_at, updated_at)
   values ($1::uuid, $2::uuid, $3::uuid, $4, $5, $6::jsonb, $7, $7)
   on conflict (application_id, evaluator_id)
   do update set recommendation = excluded.recommendation, note = excluded.note, scores = excluded.scores, updated_at = excluded.updated_at
   returning id`,
);
/** Writes the evaluator's one scorecard of the application (theirs only: the key is the evaluator). */
export async function saveEvaluation(
  q: Queryable,
  row: {
    workspaceId: string;
    applicationId: string;
    evaluatorId: string;
    recommendation: string;
    note: string | null;
    scores: EvaluationScore[];
    at: Date;
  },
) {
  await upsert.run(
    q,
    row.workspaceId,
    row.applicationId,
    row.evaluatorId,
    row.recommendation,
    row.note,
    JSON.stringify(row.scores),
    row.at,
  );
}

const criteria = statement<[string], { criteria: string[] }>(
  'hiring.position_criteria',
  `select coalesce((select array_agg(s.title_pt order by s.title_pt) from position_skills ps join skills s on s.id = ps.skill_id
       where ps.position_id = p.id), '{}') || coalesce(array(select jsonb_array_elements_text(p.evaluation_criteria)), '{}') as criteria
   from positions p where p.id = $1::uuid`,
);
/** What a scorecard scores: the position's required skills, then the criteria the position defines; each once. */
export async function findCriteria(q: Queryable, positionId: string) {
  const found = (await criteria.run(q, positionId))[0]?.criteria ?? [];
  return [...new Set(found)];
}
