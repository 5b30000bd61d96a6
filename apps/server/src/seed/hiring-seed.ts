import { OFFER_TTL_DAYS } from '@trilha/contract';
import { sql } from 'drizzle-orm';
import { applicationEvents, interviews, offers } from '../db/schema/index.ts';
import { interviewMail, offerMail } from '../modules/hiring/index.ts';
import { hashToken, newToken } from '../platform/auth/tokens.ts';
import { DAY } from '../platform/clock.ts';
import type { Deps } from '../platform/deps.ts';
import { demoInterviewAt } from './demo-calendar.ts';
import { DEMO_USERS } from './demo-users.ts';

type Target = {
  id: string;
  stage: string;
  positionTitle: string;
  companyName: string;
};

/**
 * Demo interviews and offers: Ana has a pending interview invite (on her application at the interview stage, or any
 * under analysis) and a pending offer (at the offer stage, or another under analysis), created by Diego or Bruno, with
 * their e-mails in the outbox (the offer's carries its link). Applications that already have them are left alone;
 * without applications under analysis there is nothing to do.
 */
export async function seedDemoHiring(deps: Deps): Promise<void> {
  const now = deps.clock.now();
  const found = await deps.db.execute<Target & { hasInterview: boolean; hasOffer: boolean }>(
    sql`select a.id, a.stage, p.title as "positionTitle", w.name as "companyName",
          exists (select 1 from interviews i where i.application_id = a.id) as "hasInterview",
          exists (select 1 from offers o where o.application_id = a.id) as "hasOffer"
        from applications a join positions p on p.id = a.position_id join workspaces w on w.id = a.workspace_id
        where a.user_id = ${DEMO_USERS.individual.id} and a.status = 'under_analysis' and a.deleted_at is null
        order by (a.stage = 'interview') desc, (a.stage = 'offer') desc, a.created_at desc`,
  );
  const rows = found.rows;
  if (rows.length === 0 || rows.some((row) => row.hasInterview || row.hasOffer)) return;
  const interviewTarget = rows.find((row) => row.stage === 'interview') ?? rows[0];
  const offerTarget = rows.find((row) => row.stage === 'offer') ?? rows.find((row) => row.id !== interviewTarget?.id);
  const reader = { email: DEMO_USERS.individual.email, name: DEMO_USERS.individual.name, language: 'pt-BR' };
  const creatorOf = async (applicationId: string) => {
    const member = await deps.db.execute<{ id: string }>(
      sql`select m.user_id as id from applications a join workspace_members m on m.workspace_id = a.workspace_id
          where a.id = ${applicationId} and m.user_id in (${DEMO_USERS.creator.id}, ${DEMO_USERS.owner.id})
          order by (m.user_id = ${DEMO_USERS.creator.id}) desc limit 1`,
    );
    return member.rows[0]?.id ?? null;
  };

  if (interviewTarget) {
    const createdBy = await creatorOf(interviewTarget.id);
    // on a working day, in working hours: the day and hour the recruiter's message proposes (messages seed)
    const scheduledAt = demoInterviewAt(now);
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(interviews)
        .values({
          applicationId: interviewTarget.id,
          scheduledAt,
          durationMinutes: 45,
          place: null,
          link: 'https://meet.example.com/trilha-entrevista',
          message: 'Vamos conversar sobre sua experiência e apresentar a equipe. A conversa é por vídeo, com a líder da área.',
          createdBy,
          createdAt: now,
        })
        .returning({ id: interviews.id });
      if (!row) return;
      await tx.execute(sql`update applications set stage = 'interview' where id = ${interviewTarget.id} and stage in ('new', 'screening')`);
      await tx
        .insert(applicationEvents)
        .values({ applicationId: interviewTarget.id, kind: 'interview', detail: 'invited', actorId: createdBy, at: now });
      await deps.mailer.enqueue(
        tx,
        interviewMail(
          deps.config,
          reader,
          { ...interviewTarget, scheduledAt, place: null, link: 'https://meet.example.com/trilha-entrevista' },
          row.id,
        ),
      );
    });
  }

  if (offerTarget) {
    const createdBy = await creatorOf(offerTarget.id);
    const token = newToken();
    const expiresAt = new Date(now.getTime() + OFFER_TTL_DAYS * DAY);
    const startDate = new Date(now.getTime() + 30 * DAY).toISOString().slice(0, 10);
    await deps.db.transaction(async (tx) => {
      await tx.insert(offers).values({
        applicationId: offerTarget.id,
        tokenHash: hashToken(token),
        salary: 'R$ 9.500,00 por mês, com vale-refeição e plano de saúde',
        startDate,
        message: 'Ficamos muito felizes em convidar você para o time! Os detalhes estão abaixo.',
        expiresAt,
        createdBy,
        createdAt: now,
      });
      await tx.execute(sql`update applications set stage = 'offer' where id = ${offerTarget.id} and stage <> 'offer'`);
      await tx
        .insert(applicationEvents)
        .values({ applicationId: offerTarget.id, kind: 'offer', detail: 'sent', actorId: createdBy, at: now });
      await deps.mailer.enqueue(tx, offerMail(deps.config, reader, offerTarget, token, OFFER_TTL_DAYS, expiresAt));
    });
  }
}
