import { sql } from 'drizzle-orm';
import { DAY, HOUR } from '../platform/clock.ts';
import type { Deps } from '../platform/deps.ts';
import { DEMO_USERS } from './demo-users.ts';

/** Acme's "Analista de Dados Pleno" (positions seed). */
const DATA_ANALYST = '40000000-0000-4000-8000-000000000001';
/** What the position scores besides its required skills. */
const CRITERIA = ['Comunicação', 'Raciocínio analítico', 'Trabalho em equipe'];

type Scorecard = { recommendation: string; scores: number[]; note: string };

/** Bruno's and Diego's scorecards, in the order of the candidates they go to (scores in the order of the criteria). */
const BRUNO: Scorecard[] = [
  { recommendation: 'strong_yes', scores: [5, 4, 5, 4, 5, 4], note: 'Ótima leitura de negócio; painéis bem pensados no case.' },
  { recommendation: 'yes', scores: [4, 3, 4, 4, 3], note: 'Boa base técnica; Python ainda básico.' },
  { recommendation: 'no', scores: [2, 3, 2], note: 'Pouca experiência com SQL para o nível pleno.' },
];
const DIEGO: Scorecard[] = [
  { recommendation: 'yes', scores: [4, 5, 4, 5, 4, 4], note: 'Comunicação clara; vale seguir para a entrevista técnica.' },
  { recommendation: 'strong_yes', scores: [5, 4, 4, 5], note: 'Trouxe exemplos concretos de automação de relatórios.' },
  { recommendation: 'no', scores: [3, 2], note: 'Perfil mais júnior do que a vaga pede.' },
  { recommendation: 'yes', scores: [], note: 'Conversa rápida por telefone: interessado e disponível.' },
];

/**
 * Demo scorecards: the data analyst position scores its required skills and three criteria of its own;
 * Bruno and Diego have evaluated some of its candidates under analysis (both on the first two). Applications that
 * already have scorecards are left alone.
 */
export async function seedDemoEvaluations(deps: Deps): Promise<void> {
  const now = deps.clock.now();
  await deps.db.execute(
    sql`update positions set evaluation_criteria = ${JSON.stringify(CRITERIA)}::jsonb
        where id = ${DATA_ANALYST} and evaluation_criteria = '[]'::jsonb`,
  );
  const found = await deps.db.execute<{ id: string; workspaceId: string }>(
    sql`select a.id, a.workspace_id as "workspaceId" from applications a
        where a.position_id = ${DATA_ANALYST} and a.status = 'under_analysis' and a.deleted_at is null
          and not exists (select 1 from application_evaluations e where e.application_id = a.id)
        order by a.submitted_at, a.id limit 5`,
  );
  const skills = await deps.db.execute<{ title: string }>(
    sql`select s.title_pt as title from position_skills ps join skills s on s.id = ps.skill_id
        where ps.position_id = ${DATA_ANALYST} order by s.title_pt`,
  );
  const criteria = [...skills.rows.map((row) => row.title), ...CRITERIA];
  const applications = found.rows;
  const write = async (evaluatorId: string, cards: Scorecard[], offset: number) => {
    for (const [index, card] of cards.entries()) {
      const application = applications[index + offset];
      if (!application) return;
      const scores = card.scores.slice(0, criteria.length).map((score, at) => ({ criterion: criteria[at], score }));
      const at = new Date(now.getTime() - (index + 1) * DAY + offset * HOUR);
      await deps.db.execute(
        sql`insert into application_evaluations (workspace_id, application_id, evaluator_id, recommendation, note, scores, created_at, updated_at)
            values (${application.workspaceId}, ${application.id}, ${evaluatorId}, ${card.recommendation}, ${card.note},
              ${JSON.stringify(scores)}::jsonb, ${at}, ${at})
            on conflict (application_id, evaluator_id) do nothing`,
      );
    }
  };
  await write(DEMO_USERS.owner.id, BRUNO, 0);
  await write(DEMO_USERS.creator.id, DIEGO, 0);
}
