import { sql } from 'drizzle-orm';
import { applicationMessages } from '../db/schema/index.ts';
import type { Deps } from '../platform/deps.ts';
import { dayInWords, demoInterviewAt } from './demo-calendar.ts';
import { DEMO_USERS } from './demo-users.ts';

const HOUR = 3_600_000;

/** One line of a demo conversation: who wrote it, how long ago, and whether the other side has read it. */
interface Line {
  fromCompany: boolean;
  hoursAgo: number;
  read: boolean;
  body: (title: string, company: string, now: Date) => string;
}

/** What the recruiters and Ana say, by where the application is in the pipeline. */
const CONVERSATIONS: Record<string, Line[]> = {
  interview: [
    {
      fromCompany: true,
      hoursAgo: 72,
      read: true,
      body: (title) =>
        `Olá, Ana! Tudo bem? Obrigado pelo interesse na vaga de ${title}. Gostamos muito do seu perfil e queremos conhecer você melhor.`,
    },
    {
      fromCompany: false,
      hoursAgo: 70,
      read: true,
      body: () => 'Olá! Fico muito feliz com o retorno. Estou à disposição para conversarmos.',
    },
    {
      fromCompany: true,
      hoursAgo: 26,
      read: false,
      // the day and hour of the interview the hiring seed schedules
      body: (_title, _company, now) =>
        `Ótimo! Você teria disponibilidade para uma entrevista por vídeo na ${dayInWords(demoInterviewAt(now))}, às 10h? A conversa dura cerca de 45 minutos, com a líder da área.`,
    },
    {
      fromCompany: true,
      hoursAgo: 2,
      read: false,
      body: () => 'Se esse horário não for bom para você, é só responder por aqui que encontramos outro.',
    },
  ],
  offer: [
    {
      fromCompany: true,
      hoursAgo: 120,
      read: true,
      body: (title, company) =>
        `Ana, foi um prazer conversar com você nas entrevistas! A equipe da ${company} aprovou sua candidatura para ${title}.`,
    },
    {
      fromCompany: false,
      hoursAgo: 118,
      read: true,
      body: () => 'Que notícia boa, muito obrigada! Fico no aguardo dos próximos passos.',
    },
    {
      fromCompany: true,
      hoursAgo: 5,
      read: false,
      body: () =>
        'Enviamos a proposta com salário, benefícios e data de início. Se tiver qualquer dúvida antes de responder, pode escrever aqui.',
    },
  ],
  default: [
    {
      fromCompany: true,
      hoursAgo: 30,
      read: true,
      body: (title) =>
        `Oi, Ana! Recebemos sua candidatura para ${title}. Nosso time de recrutamento vai analisar seu perfil e retornamos até a data prometida.`,
    },
    {
      fromCompany: false,
      hoursAgo: 20,
      read: false,
      body: () => 'Obrigada pelo retorno! Posso enviar meu portfólio atualizado, se ajudar na análise.',
    },
  ],
};

/**
 * Demo conversations between Ana and the companies she applied to, both ways, with messages she has not read (the
 * header's count) and replies the recruiters have not read. Built on whatever applications the applications seed
 * made (none: nothing to do); an application that already has messages is left as it is.
 */
export async function seedDemoMessages(deps: Deps): Promise<void> {
  const now = deps.clock.now().getTime();
  const found = await deps.db.execute<{ id: string; stage: string; title: string; company: string; recruiter: string | null }>(
    sql`select a.id, a.stage, p.title, w.name as company,
          coalesce(
            (select m.user_id from workspace_members m where m.workspace_id = a.workspace_id and m.user_id = ${DEMO_USERS.creator.id}),
            (select m.user_id from workspace_members m where m.workspace_id = a.workspace_id and m.recruitment_role is not null
               order by m.user_id limit 1),
            (select m.user_id from workspace_members m where m.workspace_id = a.workspace_id and m.role in ('owner', 'administrator')
               order by m.user_id limit 1)
          ) as recruiter
        from applications a join positions p on p.id = a.position_id join workspaces w on w.id = a.workspace_id
        where a.user_id = ${DEMO_USERS.individual.id} and a.status = 'under_analysis' and a.deleted_at is null
          and not exists (select 1 from application_messages x where x.application_id = a.id)
        order by a.created_at desc`,
  );
  for (const application of found.rows) {
    const lines = CONVERSATIONS[application.stage] ?? CONVERSATIONS.default ?? [];
    await deps.db.insert(applicationMessages).values(
      lines.map((line) => {
        const createdAt = new Date(now - line.hoursAgo * HOUR);
        return {
          applicationId: application.id,
          senderId: line.fromCompany ? application.recruiter : DEMO_USERS.individual.id,
          fromCompany: line.fromCompany,
          body: line.body(application.title, application.company, deps.clock.now()),
          createdAt,
          readAt: line.read ? new Date(createdAt.getTime() + HOUR) : null,
        };
      }),
    );
  }
}
