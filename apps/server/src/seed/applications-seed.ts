import { type PositionStep, positionStep } from '@trilha/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { applicationEvents, applications, favoritePositions, positionMembers, positions, users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { DAY } from '../platform/clock.ts';
import type { Deps } from '../platform/deps.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
import { DEMO_WORKSPACE_IDS } from './workspaces-seed.ts';

/** Fixed ids of the seeded applications the other seeds (messages, interviews, offers) build on. */
const DEMO_APPLICATION_IDS = {
  anaInterview: '60000000-0000-4000-8000-000000000001',
  anaOffer: '60000000-0000-4000-8000-000000000002',
  anaPortal: '60000000-0000-4000-8000-000000000003',
  anaUnfinishedProfile: '60000000-0000-4000-8000-000000000004',
  anaUnfinishedQuestions: '60000000-0000-4000-8000-000000000005',
  anaRejected: '60000000-0000-4000-8000-000000000006',
  anaGivenUp: '60000000-0000-4000-8000-000000000007',
  carlaInternal: '60000000-0000-4000-8000-000000000008',
} as const;

const DATA_ANALYST = '40000000-0000-4000-8000-000000000001';
const FRONT_END = '40000000-0000-4000-8000-000000000002';
const DEMO_INTERNAL_POSITION_ID = '40000000-0000-4000-8000-000000000010';
const PAUSED_SUPPORT = '40000000-0000-4000-8000-000000000003';
/** The titles of the positions Ana applies to besides Acme's: data and finance, Pleno, Sênior or without a level. */
const ANA_FIELD =
  '^(Analista de Dados|Cientista de Dados|Analista Financeiro\\(a\\)|Analista de Crédito|Analista de Tesouraria)( Pleno| Sênior)?$';

/** Candidates of the demo pipelines (they do not sign in in the README, but they could: the demo password). */
const CANDIDATES = [
  ['Juliana', 'Ferreira', 'Analista de BI'],
  ['Rafael', 'Oliveira', 'Cientista de Dados Júnior'],
  ['Camila', 'Santos', 'Analista de Dados'],
  ['Thiago', 'Almeida', 'Engenheiro de Dados'],
  ['Larissa', 'Costa', 'Analista de Negócios'],
  ['Gustavo', 'Pereira', 'Desenvolvedor Python'],
  ['Beatriz', 'Ribeiro', 'Estatística'],
  ['Lucas', 'Carvalho', 'Analista de Dados Júnior'],
  ['Mariana', 'Gomes', 'Analista de Marketing Digital'],
  ['Pedro', 'Martins', 'Estagiário de Dados'],
] as const;
const candidateId = (index: number) => `50000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A one-page PDF holding a short resume, so the recruiters' resume links open a real file. */
function resumePdf(name: string, headline: string): Buffer {
  const text = `${fold(name)} - ${fold(headline)}`.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const ANSWERS = [
  'Trabalho com dados há três anos e quero levar análises para decisões do dia a dia.',
  'Automatizei um relatório mensal que levava dois dias; hoje ele sai em minutos.',
];

type Stage = 'new' | 'screening' | 'interview' | 'offer' | 'hired' | 'rejected';
interface Plan {
  id?: string;
  userId: string;
  positionId: string;
  workspaceId: string;
  aggregatorId?: string | null;
  status: 'in_progress' | 'under_analysis' | 'closed' | 'given_up';
  /** the next step to do, for an unfinished one */
  step?: string;
  stage?: Stage;
  daysAgo: number;
  /** days from today to the promised answer, for a candidate the company moved on (and promised again); else ten days after sending */
  answerInDays?: number;
  closingMessage?: string;
  internal?: boolean;
  /** the candidate whose one-page resume the profile step holds */
  resume?: readonly [string, string, string];
}

/**
 * Demo applications: Ana has some in every tab (under analysis at interview and offer stages, one through the Vagas
 * Nordeste portal, unfinished at two different steps, a rejection with its message, one given up); Carla one internal;
 * Acme's "Analista de Dados Pleno" has candidates at every stage, two unfinished. Runs after the positions seed.
 */
export async function seedDemoApplications(deps: Deps): Promise<void> {
  const db = deps.db;
  const now = deps.clock.now();
  const acme = DEMO_WORKSPACE_IDS.acme;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // the internal mobility position (open only to Acme's members)
  const [template] = await db.select().from(positions).where(eq(positions.id, FRONT_END));
  if (!template) return;
  await db.insert(positions).values({
    ...template,
    id: DEMO_INTERNAL_POSITION_ID,
    title: 'Coordenador(a) de Projetos de Dados (vaga interna)',
    code: 'INT-001',
    description:
      'Vaga de mobilidade interna: coordenar os projetos de dados entre as áreas de produto e negócios. Aberta só para quem já trabalha na Acme.',
    // its own requirements, not the front-end position's it is copied from
    requirements: 'Experiência em projetos de dados ou de produto e boa conversa com as áreas de negócio; conhecer a Acme por dentro.',
    searchText: fold('Coordenador de Projetos de Dados vaga interna Acme Tecnologia'),
    internalOnly: true,
    publishedAt: new Date(now.getTime() - 6 * DAY),
    createdAt: new Date(now.getTime() - 7 * DAY),
    updatedAt: new Date(now.getTime() - 6 * DAY),
  });

  // Diego, the recruitment manager, works on the data analyst pipeline too
  await db.insert(positionMembers).values({ positionId: DATA_ANALYST, userId: DEMO_USERS.creator.id }).onConflictDoNothing();

  await db.insert(users).values(
    CANDIDATES.map(([name, lastName], index) => ({
      id: candidateId(index),
      email: `${fold(name)}.${fold(lastName)}@candidatos.trilha.dev`,
      name,
      lastName,
      passwordHash,
      // São Paulo mobiles (DDD 11, nine digits from 9) that do not read as made up: 98765-4321, 97530-1234, …
      phone: `119${String(87654321 - index * 2_124_087).padStart(8, '0')}`,
      countryCode: 'br',
      status: 'active',
      tosAcceptedAt: now,
      createdAt: new Date(now.getTime() - 90 * DAY),
    })),
  );

  // Ana's positions besides the two fixed ones: what a data analyst with six years behind her applies to, open
  // positions of analysis and finance at other companies (not internships nor Júnior ones), with the standard steps
  const standard = await db
    .select({ id: positions.id, workspaceId: positions.workspaceId })
    .from(positions)
    .where(
      and(
        eq(positions.status, 'active'),
        eq(positions.internalOnly, false),
        ne(positions.workspaceId, acme),
        sql`jsonb_array_length(${positions.steps}) = 2`,
        sql`${positions.title} ~ ${ANA_FIELD}`,
      ),
    )
    .orderBy(positions.publishedAt)
    .limit(8);
  const portalIds = await db.execute<{ id: string }>(sql`select id from workspaces where subdomain = 'vagas-nordeste'`);
  const portalPosition = (
    await db
      .select({ id: positions.id, workspaceId: positions.workspaceId })
      .from(positions)
      .where(
        and(eq(positions.status, 'active'), eq(positions.workspaceId, DEMO_WORKSPACE_IDS.globex), sql`${positions.title} ~ ${ANA_FIELD}`),
      )
      .orderBy(positions.publishedAt)
      .limit(1)
  ).map((row) => ({ ...row, portalId: portalIds.rows[0]?.id ?? null }));
  // the portal one is not among the others (one live application per person and position)
  const [p1, p2, p3, p4, p5] = standard.filter((row) => !portalPosition.some((other) => other.id === row.id));
  const ana = DEMO_USERS.individual.id;
  const plans: Plan[] = [];
  if (p1)
    plans.push({
      id: DEMO_APPLICATION_IDS.anaInterview,
      userId: ana,
      ...pos(p1),
      status: 'under_analysis',
      stage: 'interview',
      daysAgo: 12,
      answerInDays: 5,
    });
  plans.push({
    id: DEMO_APPLICATION_IDS.anaOffer,
    userId: ana,
    positionId: FRONT_END,
    workspaceId: acme,
    status: 'under_analysis',
    stage: 'offer',
    daysAgo: 20,
    answerInDays: 3,
  });
  const [portal] = portalPosition;
  if (portal)
    plans.push({
      id: DEMO_APPLICATION_IDS.anaPortal,
      userId: ana,
      positionId: portal.id,
      workspaceId: portal.workspaceId,
      aggregatorId: portal.portalId,
      status: 'under_analysis',
      stage: 'new',
      // sent two weeks ago, promised in ten days: the company is late, and Ana's card says so
      daysAgo: 14,
    });
  if (p2)
    plans.push({
      id: DEMO_APPLICATION_IDS.anaUnfinishedProfile,
      userId: ana,
      ...pos(p2),
      status: 'in_progress',
      step: 'profile',
      daysAgo: 2,
    });
  if (p3)
    plans.push({
      id: DEMO_APPLICATION_IDS.anaUnfinishedQuestions,
      userId: ana,
      ...pos(p3),
      status: 'in_progress',
      step: 'questions',
      daysAgo: 1,
    });
  if (p4)
    plans.push({
      id: DEMO_APPLICATION_IDS.anaRejected,
      userId: ana,
      ...pos(p4),
      status: 'closed',
      stage: 'rejected',
      daysAgo: 40,
      closingMessage:
        'Obrigado pelo seu tempo, Ana. Seguimos com perfis com mais experiência no nosso setor, mas guardamos seu currículo para as próximas vagas.',
    });
  if (p5) plans.push({ id: DEMO_APPLICATION_IDS.anaGivenUp, userId: ana, ...pos(p5), status: 'given_up', step: 'questions', daysAgo: 30 });
  plans.push({
    id: DEMO_APPLICATION_IDS.carlaInternal,
    userId: DEMO_USERS.admin.id,
    positionId: DEMO_INTERNAL_POSITION_ID,
    workspaceId: acme,
    status: 'under_analysis',
    stage: 'screening',
    daysAgo: 4,
    internal: true,
  });
  // the data analyst pipeline: every stage, and two who have not finished; the last one in screening, sent 23 days ago,
  // waits past the promised date (overdue), while those moved to interview and offer were promised a new one
  const stages: Stage[] = ['new', 'new', 'screening', 'interview', 'offer', 'hired', 'rejected', 'screening'];
  stages.forEach((stage, index) => {
    plans.push({
      userId: candidateId(index),
      positionId: DATA_ANALYST,
      workspaceId: acme,
      status: stage === 'hired' || stage === 'rejected' ? 'closed' : 'under_analysis',
      stage,
      daysAgo: 2 + index * 3,
      answerInDays: stage === 'interview' ? 4 : stage === 'offer' ? 2 : undefined,
      closingMessage: stage === 'rejected' ? 'Agradecemos a participação; a vaga pede mais experiência com Power BI.' : undefined,
      resume: CANDIDATES[index],
    });
  });
  plans.push({ userId: candidateId(8), positionId: DATA_ANALYST, workspaceId: acme, status: 'in_progress', step: 'profile', daysAgo: 1 });
  plans.push({ userId: candidateId(9), positionId: DATA_ANALYST, workspaceId: acme, status: 'in_progress', step: 'faq', daysAgo: 1 });

  const stepsByPosition = new Map<string, PositionStep[]>();
  for (const plan of plans) {
    if (!stepsByPosition.has(plan.positionId)) {
      const [row] = await db.select({ steps: positions.steps }).from(positions).where(eq(positions.id, plan.positionId));
      stepsByPosition.set(
        plan.positionId,
        ((row?.steps ?? []) as unknown[]).flatMap((step) => {
          const parsed = positionStep.safeParse(step);
          return parsed.success ? [parsed.data] : [];
        }),
      );
    }
  }

  for (const plan of plans) {
    const steps = stepsByPosition.get(plan.positionId) ?? [];
    const started = new Date(now.getTime() - plan.daysAgo * DAY);
    const finished = plan.status === 'under_analysis' || plan.status === 'closed';
    const submittedAt = finished ? new Date(started.getTime() + 3_600_000) : null;
    const doneKinds = finished
      ? steps.map((s) => s.kind)
      : steps
          .slice(
            0,
            Math.max(
              0,
              steps.findIndex((s) => s.kind === plan.step),
            ),
          )
          .map((s) => s.kind);
    const applicationId = plan.id ?? crypto.randomUUID();
    const answers: Record<string, unknown> = {};
    for (const step of steps.filter((s) => doneKinds.includes(s.kind))) {
      if (step.kind === 'profile') {
        const resume = plan.resume
          ? { id: crypto.randomUUID(), name: `Currículo - ${plan.resume[0]} ${plan.resume[1]}.pdf`, kind: 'resume', ext: 'pdf' }
          : null;
        if (resume && plan.resume)
          await deps.storage.put(
            `applications/${applicationId}/${resume.id}.pdf`,
            resumePdf(`${plan.resume[0]} ${plan.resume[1]}`, plan.resume[2]),
          );
        answers.profile = { coverLetter: 'Tenho experiência com SQL e painéis e gosto de explicar números para quem decide.', resume };
      }
      if (step.kind === 'questions')
        answers.questions = step.questions.map((question, index) => ({ question: question.text, answer: ANSWERS[index % ANSWERS.length] }));
    }
    const closed = plan.status === 'closed' || plan.status === 'given_up';
    const updatedAt = new Date(started.getTime() + (finished ? 2 : 0.5) * DAY);
    const [row] = await db
      .insert(applications)
      .values({
        id: applicationId,
        userId: plan.userId,
        positionId: plan.positionId,
        workspaceId: plan.workspaceId,
        aggregatorId: plan.aggregatorId ?? null,
        status: plan.status,
        step: finished ? 'none' : (plan.step ?? 'none'),
        stage: plan.stage ?? 'new',
        answers,
        answerBy:
          plan.answerInDays !== undefined
            ? new Date(now.getTime() + plan.answerInDays * DAY).toISOString().slice(0, 10)
            : submittedAt
              ? new Date(submittedAt.getTime() + 10 * DAY).toISOString().slice(0, 10)
              : null,
        closingMessage: plan.closingMessage ?? null,
        internal: plan.internal ?? false,
        submittedAt,
        closedAt: closed ? updatedAt : null,
        createdAt: started,
        updatedAt,
      })
      .returning({ id: applications.id });
    if (!row) continue;
    const events: (typeof applicationEvents.$inferInsert)[] = [
      { applicationId: row.id, kind: 'started', detail: 'interested', actorId: plan.userId, at: started },
      ...doneKinds.map((kind, index) => ({
        applicationId: row.id,
        kind: 'step_done',
        detail: kind,
        actorId: plan.userId,
        at: new Date(started.getTime() + (index + 1) * 600_000),
      })),
    ];
    if (submittedAt) events.push({ applicationId: row.id, kind: 'submitted', actorId: plan.userId, at: submittedAt });
    const recruiter = DEMO_USERS.creator.id;
    const path: Stage[] = {
      new: [],
      screening: ['screening'],
      interview: ['screening', 'interview'],
      offer: ['screening', 'interview', 'offer'],
      hired: ['screening', 'interview', 'offer', 'hired'],
      rejected: ['screening', 'rejected'],
    }[plan.stage ?? 'new'] as Stage[];
    path.forEach((stage, index) => {
      events.push({
        applicationId: row.id,
        kind: stage === 'hired' || stage === 'rejected' ? stage : 'stage',
        detail: stage,
        note: stage === 'rejected' ? (plan.closingMessage ?? null) : null,
        actorId: recruiter,
        at: new Date((submittedAt ?? started).getTime() + (index + 1) * 0.4 * DAY),
      });
    });
    if (plan.status === 'given_up') events.push({ applicationId: row.id, kind: 'gave_up', actorId: plan.userId, at: updatedAt });
    await db.insert(applicationEvents).values(events);
  }
  // Ana saved Acme's support position while it was open; it is paused since, and stays on her saved list (a paused
  // position is readable by its company, its applicants and those who saved it)
  await db
    .insert(favoritePositions)
    .values({ userId: DEMO_USERS.individual.id, positionId: PAUSED_SUPPORT, createdAt: new Date(now.getTime() - 12 * DAY) })
    .onConflictDoNothing();
}

const pos = (row: { id: string; workspaceId: string }) => ({ positionId: row.id, workspaceId: row.workspaceId });
