import { profileForm, skillKey } from '@trilha/contract';
import { and, eq, sql } from 'drizzle-orm';
import { applications, positionSkills, profiles, userSkills } from '../db/schema/index.ts';
import { profileResumePdf, takeProfileSnapshot } from '../modules/applications/index.ts';
import { skillIdsByCode } from '../modules/skills/index.ts';
import type { Deps } from '../platform/deps.ts';
import { DEMO_VIDEO_ANSWER } from './demo-video-answer.ts';

const DATA_ANALYST = '40000000-0000-4000-8000-000000000001';
const candidateId = (index: number) => `50000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
const CAMPINAS: [number, string, string] = [3509502, 'Campinas', 'SP'];
const RECIFE: [number, string, string] = [2611606, 'Recife', 'PE'];

const LOWER = { advanced: 'intermediate', intermediate: 'basic', basic: 'interest', interest: null } as Record<string, string | null>;

/**
 * How each finished candidate of the data analyst pipeline (applications-seed.ts, in its order) stands against the
 * position's seven requirements (four skills, English, higher education, Campinas): `skills` of the four held at the
 * level asked (the next one a level below), the rest met or not. Fit from 100% down to 29%; Camila and Beatriz are
 * PcD and asked for adaptations.
 */
const PLANS = [
  { title: 'Analista de BI', skills: 4, english: true, higher: true, campinas: true },
  { title: 'Cientista de Dados Júnior', skills: 3, english: true, higher: true, campinas: true },
  {
    title: 'Analista de Dados',
    skills: 3,
    english: false,
    higher: true,
    campinas: true,
    pcd: ['visual', 'Leitor de tela nas etapas on-line e textos em formato acessível.'],
  },
  { title: 'Engenheiro de Dados', skills: 2, english: true, higher: true, campinas: false },
  { title: 'Analista de Negócios', skills: 2, english: true, higher: true, campinas: true },
  { title: 'Desenvolvedor Python', skills: 1, english: true, higher: false, campinas: true },
  {
    title: 'Estatística',
    skills: 1,
    english: false,
    higher: true,
    campinas: false,
    pcd: ['physical', 'Entrevistas em sala térrea e mesa adaptada para cadeira de rodas.'],
  },
  { title: 'Analista de Dados Júnior', skills: 2, english: false, higher: false, campinas: true },
] as const satisfies {
  title: string;
  skills: number;
  english: boolean;
  higher: boolean;
  campinas: boolean;
  pcd?: readonly [string, string];
}[];

/** The candidates (applications-seed.ts, in its order) whose résumés write their titles in the feminine. */
const FEMININE = new Set([0, 2, 4, 6]);

/**
 * The two who started the data analyst application and have not sent it (applications-seed.ts: Mariana and Pedro):
 * a marketing analyst moving into data and a statistics student, profiles a recruiter would believe once they send it.
 */
const STARTED = [
  {
    index: 8,
    city: [3550308, 'São Paulo', 'SP'] as const,
    title: 'Analista de Marketing Digital',
    description:
      'Analista de marketing digital há quatro anos, migrando para dados: acompanho campanhas no Google Analytics e monto relatórios de desempenho com SQL e Power BI.',
    experiences: [
      {
        company: 'Agência Farol',
        role: 'Analista de Marketing Digital',
        tasks: 'Campanhas de mídia paga, relatórios semanais de desempenho e testes A/B de páginas.',
        startDate: '2022-03-01',
        endDate: null,
        currentlyWorking: true,
      },
    ],
    academic: [
      {
        institution: 'Universidade Presbiteriana Mackenzie',
        title: 'Bacharelado em Publicidade e Propaganda',
        startDate: '2014-02-01',
        endDate: '2017-12-01',
        currentlyStudying: false,
      },
    ],
    english: 'limited_working',
    skills: [
      ['Google Analytics', 'advanced'],
      ['Digital marketing', 'advanced'],
      ['Data analysis', 'basic'],
      ['SQL', 'basic'],
      ['Power BI', 'interest'],
    ],
  },
  {
    index: 9,
    city: CAMPINAS,
    title: 'Estudante de Estatística',
    description: 'Estudante de estatística na Unicamp, em busca do primeiro estágio em dados. Uso Python e SQL nos projetos da faculdade.',
    experiences: [
      {
        company: 'Unicamp',
        role: 'Monitor de Estatística Básica',
        tasks: 'Plantões de dúvidas e correção de listas de exercícios para as turmas do primeiro ano.',
        startDate: '2024-08-01',
        endDate: '2025-07-01',
        currentlyWorking: false,
      },
    ],
    academic: [
      {
        institution: 'Universidade Estadual de Campinas (UNICAMP)',
        title: 'Bacharelado em Estatística',
        startDate: '2023-02-01',
        endDate: null,
        currentlyStudying: true,
      },
    ],
    english: 'limited_working',
    skills: [
      ['Statistics', 'intermediate'],
      ['Advanced Excel', 'intermediate'],
      ['Python', 'basic'],
      ['SQL', 'basic'],
    ],
  },
] as const;

/**
 * Candidates ranked by fit: the data analyst pipeline's candidates get profiles and skills that spread
 * their fit from 100% to 29%, two ask for adaptations, and the best one answered the video step with a recording.
 * Runs after the applications seed.
 */
export async function seedCandidateFit(deps: Deps): Promise<void> {
  const { db } = deps;
  const now = deps.clock.now();
  const required = await db
    .select({ skillId: positionSkills.skillId, level: positionSkills.level })
    .from(positionSkills)
    .where(eq(positionSkills.positionId, DATA_ANALYST))
    .orderBy(positionSkills.skillId);
  if (required.length === 0) return;
  for (const [index, plan] of PLANS.entries()) {
    const userId = candidateId(index);
    const [cityId, city, state] = plan.campinas ? CAMPINAS : RECIFE;
    const pcd = 'pcd' in plan ? plan.pcd : null;
    await db
      .insert(profiles)
      .values({
        userId,
        city,
        state,
        cityId,
        countryAbbr: 'BRA',
        isPcd: pcd !== null,
        pcdType: pcd?.[0] ?? null,
        needAdaptation: pcd !== null,
        pcdAdaptation: pcd?.[1] ?? null,
        professionalTitle: plan.title,
        professionalDescription: `${plan.title} com foco em transformar dados em decisões: consultas, painéis e análises para as áreas de negócio.`,
        professionalExperiences: [
          {
            company: index % 2 === 0 ? 'Varejo Nacional S.A.' : 'Banco Horizonte',
            role: plan.title,
            tasks: 'Painéis de indicadores, consultas SQL e automação de relatórios com Python.',
            startDate: `${2021 - (index % 3)}-03-01`,
            endDate: null,
            currentlyWorking: true,
          },
          {
            company: 'Consultoria Prisma',
            role: FEMININE.has(index) ? 'Estagiária de Dados' : 'Estagiário de Dados',
            tasks: 'Limpeza de bases e relatórios semanais.',
            startDate: '2018-02-01',
            endDate: '2019-12-01',
            currentlyWorking: false,
          },
        ],
        academicExperiences: [
          plan.higher
            ? {
                institution: 'Unicamp',
                title: 'Bacharelado em Estatística',
                startDate: '2015-02-01',
                endDate: '2019-12-01',
                currentlyStudying: false,
              }
            : {
                institution: 'Etec Campinas',
                title: 'Técnico em Informática',
                startDate: '2016-02-01',
                endDate: '2017-12-01',
                currentlyStudying: false,
              },
        ],
        languages: [
          { language: 'pt', proficiency: 'native_or_bilingual' },
          { language: 'en', proficiency: plan.english ? 'professional_working' : 'elementary' },
        ],
        socialLinks: [{ type: 'LINKEDIN', url: `https://www.linkedin.com/in/candidato-demo-${index + 1}` }],
        updatedAt: now,
      })
      .onConflictDoNothing();
    const skills = required.flatMap((skill, at) => {
      const level = at < plan.skills ? skill.level : at === plan.skills ? LOWER[skill.level] : undefined;
      return level === undefined ? [] : [{ userId, skillId: skill.skillId, level, main: at < 3, updatedAt: now }];
    });
    if (skills.length > 0) await db.insert(userSkills).values(skills).onConflictDoNothing();
    await writeResume(deps, userId);
    if (index === 0) await answerWithVideo(deps, userId);
    if (pcd) await answerInWriting(deps, userId);
  }
  const started = await skillIdsByCode(
    db,
    STARTED.flatMap((person) => person.skills.map(([title]) => skillKey(title))),
  );
  for (const person of STARTED) {
    const userId = candidateId(person.index);
    const [cityId, city, state] = person.city;
    // through the form's own schema, so the data obeys the profile's rules
    const form = profileForm.parse({
      name: 'Candidata',
      lastName: 'Demo',
      countryAbbr: 'BRA',
      state,
      city,
      cityId,
      professionalTitle: person.title,
      professionalDescription: person.description,
      preferredAreas: [1],
      professionalExperiences: person.experiences,
      academicExperiences: person.academic,
      languages: [
        { language: 'pt', proficiency: 'native_or_bilingual' },
        { language: 'en', proficiency: person.english },
      ],
    });
    await db
      .insert(profiles)
      .values({
        userId,
        city: form.city,
        state: form.state,
        cityId: form.cityId,
        countryAbbr: form.countryAbbr,
        professionalTitle: form.professionalTitle,
        professionalDescription: form.professionalDescription,
        preferredAreas: form.preferredAreas,
        professionalExperiences: form.professionalExperiences,
        academicExperiences: form.academicExperiences,
        languages: form.languages,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const skills = person.skills.flatMap(([title, level], at) => {
      const skillId = started.get(skillKey(title));
      return skillId ? [{ userId, skillId, level, main: at < 3, updatedAt: now }] : [];
    });
    await db.insert(userSkills).values(skills).onConflictDoNothing();
  }
}

async function applicationOf(deps: Deps, userId: string) {
  const [row] = await deps.db
    .select({ id: applications.id, answers: applications.answers })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.positionId, DATA_ANALYST), sql`${applications.deletedAt} is null`));
  return row ?? null;
}

/**
 * The resume the candidate sent is a whole one, written from the profile just seeded (the applications seed stored a
 * placeholder under the same name): what a recruiter reads in the page matches the profile beside it.
 */
async function writeResume(deps: Deps, userId: string) {
  const application = await applicationOf(deps, userId);
  const resume = (application?.answers as { profile?: { resume?: { id: string; ext: string } | null } } | null)?.profile?.resume;
  if (!application || !resume) return;
  const snapshot = await takeProfileSnapshot(deps, userId, 'pt-BR');
  if (!snapshot) return;
  await deps.storage.put(`applications/${application.id}/${resume.id}.${resume.ext}`, await profileResumePdf(snapshot, null));
}

/** What Juliana says in her recording, sent as its transcript. */
const TRANSCRIPT =
  'Olá! Sou a Juliana, analista de BI. O projeto de que mais gosto é o painel de vendas diárias que hoje orienta o estoque das lojas.';

/** The best candidate recorded the video answer: the file in storage, the answer naming it, with its transcript. */
async function answerWithVideo(deps: Deps, userId: string) {
  const application = await applicationOf(deps, userId);
  if (!application) return;
  const video = { id: crypto.randomUUID(), name: 'Resposta em vídeo.webm', kind: 'video', ext: 'webm' };
  await deps.storage.put(`applications/${application.id}/${video.id}.webm`, DEMO_VIDEO_ANSWER);
  const answers = {
    ...(application.answers as Record<string, unknown>),
    video_answer: { alternative: 'video', video, text: null, transcript: TRANSCRIPT },
  };
  await deps.db.update(applications).set({ answers }).where(eq(applications.id, application.id));
}

/** A PcD candidate took the written alternative to the video answer. */
async function answerInWriting(deps: Deps, userId: string) {
  const application = await applicationOf(deps, userId);
  if (!application) return;
  const text = 'Organizei os dados de vendas de três lojas num painel único; a gerência passou a decidir o estoque pela análise semanal.';
  const answers = {
    ...(application.answers as Record<string, unknown>),
    video_answer: { alternative: 'written', video: null, text, transcript: text },
  };
  await deps.db.update(applications).set({ answers }).where(eq(applications.id, application.id));
}
