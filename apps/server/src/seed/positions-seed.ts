import { CONTRACT_TYPES, type PositionStep, SALARY_PERIOD_PER_MONTH, type SalaryPeriod, skillKey } from '@trilha/contract';
import { sql } from 'drizzle-orm';
import {
  approvalGroupMembers,
  approvalGroups,
  cmsNews,
  departments,
  portalPartners,
  positionMembers,
  positionSkills,
  positions,
} from '../db/schema/index.ts';
import { skillIdsByCode } from '../modules/skills/index.ts';
import { DEMO_PORTALS } from '../modules/workspaces/demo-portals.ts';
import { DAY, HOUR } from '../platform/clock.ts';
import type { Deps } from '../platform/deps.ts';
import { DEMO_USERS } from './demo-users.ts';
import { BENEFITS, CITIES, DESCRIPTIONS, NEWS, SENIORITY, TITLES_BY_CATEGORY } from './positions-data.ts';
import { DEMO_WORKSPACE_IDS } from './workspaces-seed.ts';

/** How many generated positions each demo company and portal publishes (18 workspaces: over 2,000 in all). */
const PER_WORKSPACE = 115;
const DEMO_POSITION_IDS = {
  dataAnalyst: '40000000-0000-4000-8000-000000000001',
  frontEnd: '40000000-0000-4000-8000-000000000002',
  pausedSupport: '40000000-0000-4000-8000-000000000003',
  pendingDraft: '40000000-0000-4000-8000-000000000004',
  draft: '40000000-0000-4000-8000-000000000005',
} as const;

const portal = (subdomain: string) => DEMO_PORTALS.find((item) => item.subdomain === subdomain)?.id ?? '';

/** A deterministic PRNG (mulberry32): every seeded database holds the same positions. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STANDARD_STEPS: PositionStep[] = [
  {
    kind: 'profile',
    minutes: 5,
    accommodation: null,
    resume: true,
    coverLetter: false,
  },
  {
    kind: 'questions',
    minutes: 10,
    accommodation: 'Sem limite de tempo: responda com calma e salve quando terminar.',
    questions: [
      { text: 'Por que você se interessou por esta vaga?' },
      { text: 'Conte uma situação em que você resolveu um problema difícil no trabalho.' },
    ],
  },
];

const FULL_STEPS: PositionStep[] = [
  {
    kind: 'videos',
    minutes: 8,
    accommodation: 'Os vídeos têm legendas e transcrição.',
    videos: [{ title: 'Conheça a Acme Tecnologia', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
  },
  {
    kind: 'faq',
    minutes: 4,
    accommodation: null,
    items: [
      { question: 'O trabalho é híbrido?', answer: 'Sim: dois dias por semana no escritório de Campinas, o resto de onde você preferir.' },
      { question: 'Quantas etapas tem o processo?', answer: 'Esta candidatura, uma conversa com o RH e uma entrevista técnica.' },
    ],
  },
  ...STANDARD_STEPS,
  {
    kind: 'video_answer',
    minutes: 5,
    // the step's note lists its alternatives (video or a written answer) from the same data the server accepts
    accommodation: null,
    prompt: 'Em até 2 minutos, apresente-se e conte um projeto de dados de que você se orgulha.',
    maxSeconds: 120,
  },
];

type Insert = typeof positions.$inferInsert;

function salaryOf(
  rand: () => number,
  index: number,
): Pick<Insert, 'salaryType' | 'salaryText' | 'salaryMin' | 'salaryMax' | 'salaryPeriod' | 'salaryMonthlyMin'> {
  const form = index % 6;
  if (form === 4)
    return { salaryType: 'text', salaryText: 'A combinar', salaryMin: null, salaryMax: null, salaryPeriod: null, salaryMonthlyMin: null };
  if (form === 5)
    return { salaryType: 'unspecified', salaryText: null, salaryMin: null, salaryMax: null, salaryPeriod: null, salaryMonthlyMin: null };
  const period: SalaryPeriod = form === 3 ? 'hourly' : form === 2 && index % 12 === 2 ? 'yearly' : 'monthly';
  const monthly = Math.round((1600 + rand() * 14000) / 100) * 100;
  const min = period === 'hourly' ? Math.round(monthly / 220) : period === 'yearly' ? monthly * 13 : monthly;
  const max = Math.round(min * (1.2 + rand() * 0.4));
  return {
    salaryType: 'range',
    salaryText: null,
    salaryMin: min,
    salaryMax: max,
    salaryPeriod: period,
    salaryMonthlyMin: Math.round(min * SALARY_PERIOD_PER_MONTH[period]),
  };
}

/** Positions, departments, portal partners, the approval flow, recruitment roles and news for the demo accounts. */
export async function seedDemoPositions(deps: Deps): Promise<void> {
  const db = deps.db;
  const now = deps.clock.now();
  const acme = DEMO_WORKSPACE_IDS.acme;
  const allSkills = [...new Set([...Object.values(TITLES_BY_CATEGORY).flatMap((entry) => entry.skills), 'Power BI'])];
  const skillIds = await skillIdsByCode(db, allSkills.map(skillKey));
  const skill = (title: string) => {
    const id = skillIds.get(skillKey(title));
    if (!id) throw new Error(`demo skill ${title} is not in the catalogue`);
    return id;
  };

  const [tech, data, people] = await db
    .insert(departments)
    .values(
      ['Tecnologia', 'Dados e Analytics', 'Pessoas e Cultura', 'Comercial'].map((name) => ({ workspaceId: acme, name, createdAt: now })),
    )
    .returning({ id: departments.id });
  const [board] = await db
    .insert(approvalGroups)
    .values({ workspaceId: acme, name: 'Diretoria', position: 1 })
    .returning({ id: approvalGroups.id });
  if (!board || !tech || !data || !people) throw new Error('demo departments');
  await db.insert(approvalGroupMembers).values({ groupId: board.id, userId: DEMO_USERS.owner.id });
  // Diego manages the positions he is linked to; Elisa evaluates hers
  await db.execute(
    sql`update workspace_members set recruitment_role = 'manager' where workspace_id = ${acme} and user_id = ${DEMO_USERS.creator.id}`,
  );
  await db.execute(
    sql`update workspace_members set recruitment_role = 'evaluator' where workspace_id = ${acme} and user_id = ${DEMO_USERS.member.id}`,
  );

  const partners: [string, string][] = [
    ['carreira-tech', acme],
    ['mulheres-na-tecnologia', acme],
    ['trampo-digital', acme],
    ['vagas-nordeste', DEMO_WORKSPACE_IDS.globex],
    ['emprega-sul', DEMO_WORKSPACE_IDS.globex],
    ['primeiro-emprego', DEMO_WORKSPACE_IDS.globex],
    ['capacita-brasil', acme],
  ];
  await db.insert(portalPartners).values(partners.map(([subdomain, companyId]) => ({ portalId: portal(subdomain), companyId })));

  const base = (title: string, companyName: string, city: [number, string, string] | null, description: string) => ({
    searchText: skillKey(`${title} ${companyName} ${city?.[1] ?? ''} ${description}`),
    cityId: city?.[0] ?? null,
    cityName: city?.[1] ?? null,
    stateCode: city?.[2] ?? null,
    countryCode: 'BR',
    language: 'pt-BR',
    createdAt: new Date(now.getTime() - 20 * DAY),
    updatedAt: new Date(now.getTime() - 2 * DAY),
  });
  const campinas = CITIES[1] ?? null;
  const analystText =
    'A Acme Tecnologia procura uma pessoa analista de dados para transformar dados de clientes em decisões. Você vai construir painéis no Power BI, escrever consultas SQL e automatizar análises em Python junto do time de produto.';
  const featured: Insert[] = [
    {
      id: DEMO_POSITION_IDS.dataAnalyst,
      workspaceId: acme,
      departmentId: data.id,
      authorId: DEMO_USERS.admin.id,
      code: 'ACME-DADOS-014',
      title: 'Analista de Dados Pleno',
      description: `${analystText}\n\n${BENEFITS[1]}`,
      categoryId: 1,
      contractType: 'FULL_TIME',
      workload: '40 horas semanais, híbrido',
      salaryType: 'range',
      salaryMin: 7000,
      salaryMax: 9500,
      salaryPeriod: 'monthly',
      salaryMonthlyMin: 7000,
      educationLevel: 'higher',
      requirements: 'Experiência com SQL avançado, Power BI e Python para análise de dados; inglês para leitura de documentação.',
      languages: [{ language: 'en', proficiency: 'professional_working' }],
      steps: FULL_STEPS,
      status: 'active',
      approvalStatus: 'approved',
      publishedAt: new Date(now.getTime() - 1 * HOUR),
      ...base('Analista de Dados Pleno', 'Acme Tecnologia', campinas, analystText),
    },
    {
      id: DEMO_POSITION_IDS.frontEnd,
      workspaceId: acme,
      departmentId: tech.id,
      authorId: DEMO_USERS.admin.id,
      code: 'ACME-TEC-031',
      title: 'Desenvolvedor(a) Front-end React',
      description: `Você vai construir as telas do nosso produto com React e TypeScript, cuidando de acessibilidade e desempenho.\n\n${BENEFITS[0]}`,
      categoryId: 1,
      contractType: 'FULL_TIME',
      workload: '40 horas semanais',
      salaryType: 'range',
      salaryMin: 8000,
      salaryMax: 12000,
      salaryPeriod: 'monthly',
      salaryMonthlyMin: 8000,
      remote: true,
      pcdOnly: false,
      educationLevel: 'none',
      requirements: 'React, TypeScript e Git no dia a dia.',
      steps: STANDARD_STEPS,
      status: 'active',
      approvalStatus: 'approved',
      publishedAt: new Date(now.getTime() - 2 * HOUR),
      ...base('Desenvolvedor(a) Front-end React', 'Acme Tecnologia', null, 'React TypeScript acessibilidade remoto'),
    },
    {
      id: DEMO_POSITION_IDS.pausedSupport,
      workspaceId: acme,
      departmentId: tech.id,
      authorId: DEMO_USERS.admin.id,
      code: 'ACME-TEC-027',
      title: 'Analista de Suporte Técnico Júnior',
      description:
        'Atendimento aos clientes da plataforma por chat e telefone, registro de chamados e apoio ao time de produto. Processo pausado enquanto avaliamos os candidatos atuais.',
      categoryId: 1,
      contractType: 'FULL_TIME',
      salaryType: 'text',
      salaryText: 'A combinar',
      pcdOnly: true,
      educationLevel: 'high_school',
      steps: STANDARD_STEPS,
      status: 'paused',
      approvalStatus: 'approved',
      publishedAt: new Date(now.getTime() - 10 * DAY),
      ...base('Analista de Suporte Técnico Júnior', 'Acme Tecnologia', campinas, 'suporte atendimento chamados'),
    },
    {
      id: DEMO_POSITION_IDS.pendingDraft,
      workspaceId: acme,
      departmentId: people.id,
      authorId: DEMO_USERS.creator.id,
      title: 'Analista de Recursos Humanos Pleno',
      description: 'Conduzir processos seletivos, integração de novas pessoas e programas de desenvolvimento.',
      categoryId: 14,
      contractType: 'FULL_TIME',
      salaryType: 'range',
      salaryMin: 5500,
      salaryMax: 7000,
      salaryPeriod: 'monthly',
      salaryMonthlyMin: 5500,
      steps: STANDARD_STEPS,
      status: 'draft',
      approvalStatus: 'pending',
      ...base('Analista de Recursos Humanos Pleno', 'Acme Tecnologia', campinas, 'rh recrutamento'),
    },
    {
      id: DEMO_POSITION_IDS.draft,
      workspaceId: acme,
      departmentId: tech.id,
      authorId: DEMO_USERS.admin.id,
      title: 'Engenheiro(a) de Dados Sênior',
      description: 'Desenhar e manter os pipelines de dados da empresa, com foco em qualidade e custo.',
      categoryId: 1,
      contractType: 'CONTRACTOR',
      salaryType: 'unspecified',
      remote: true,
      steps: [],
      status: 'draft',
      ...base('Engenheiro(a) de Dados Sênior', 'Acme Tecnologia', null, 'pipelines dados'),
    },
  ];
  await db.insert(positions).values(featured);
  await db.insert(positionSkills).values([
    { positionId: DEMO_POSITION_IDS.dataAnalyst, skillId: skill('Data analysis'), level: 'advanced' },
    { positionId: DEMO_POSITION_IDS.dataAnalyst, skillId: skill('SQL'), level: 'advanced' },
    { positionId: DEMO_POSITION_IDS.dataAnalyst, skillId: skill('Power BI'), level: 'intermediate' },
    { positionId: DEMO_POSITION_IDS.dataAnalyst, skillId: skill('Python'), level: 'intermediate' },
    { positionId: DEMO_POSITION_IDS.frontEnd, skillId: skill('React'), level: 'intermediate' },
    { positionId: DEMO_POSITION_IDS.frontEnd, skillId: skill('TypeScript'), level: 'intermediate' },
    { positionId: DEMO_POSITION_IDS.frontEnd, skillId: skill('Git'), level: 'basic' },
  ]);
  await db.insert(positionMembers).values([
    { positionId: DEMO_POSITION_IDS.dataAnalyst, userId: DEMO_USERS.admin.id },
    { positionId: DEMO_POSITION_IDS.dataAnalyst, userId: DEMO_USERS.member.id },
    { positionId: DEMO_POSITION_IDS.pendingDraft, userId: DEMO_USERS.creator.id },
    { positionId: DEMO_POSITION_IDS.frontEnd, userId: DEMO_USERS.creator.id },
  ]);

  // the generated ones: every category, cities across Brazil, remote and PcD ones, each contract type and salary form
  const employers = [
    { id: acme, name: 'Acme Tecnologia', categories: [1, 6, 8, 9, 10, 14, 15, 18] },
    { id: DEMO_WORKSPACE_IDS.globex, name: 'Globex Varejo', categories: [4, 8, 9, 11, 15, 6] },
    { id: DEMO_WORKSPACE_IDS.novaEmpresa, name: 'Nova Empresa', categories: [5, 12, 16, 11] },
    ...DEMO_PORTALS.map((item) => ({
      id: item.id,
      name: item.name,
      categories: item.type === 'agro' ? [3, 11, 12] : Object.keys(TITLES_BY_CATEGORY).map(Number),
    })),
  ];
  const rand = random(2026);
  const rows: Insert[] = [];
  const skillRows: (typeof positionSkills.$inferInsert)[] = [];
  let index = 0;
  for (const employer of employers) {
    for (let n = 0; n < PER_WORKSPACE; n++, index++) {
      const categoryId = employer.categories[n % employer.categories.length] ?? 1;
      const entry = TITLES_BY_CATEGORY[categoryId] ?? TITLES_BY_CATEGORY[1];
      if (!entry) continue;
      const seniority = SENIORITY[Math.floor(rand() * SENIORITY.length)] ?? '';
      const title = `${entry.titles[Math.floor(rand() * entry.titles.length)] ?? ''} ${seniority}`.trim();
      const remote = index % 5 === 0 && categoryId !== 3;
      const city = remote ? null : (CITIES[Math.floor(rand() * CITIES.length)] ?? null);
      const description = `${DESCRIPTIONS[index % DESCRIPTIONS.length]}\n\n${BENEFITS[index % BENEFITS.length]}`;
      const id = crypto.randomUUID();
      const status = n % 40 === 39 ? 'paused' : n % 40 === 38 ? 'archived' : 'active';
      rows.push({
        id,
        workspaceId: employer.id,
        title,
        description,
        code: `${employer.name.slice(0, 3).toUpperCase()}-${String(1000 + n)}`,
        categoryId,
        contractType: CONTRACT_TYPES[index % CONTRACT_TYPES.length] ?? 'FULL_TIME',
        workload: index % 2 === 0 ? '44 horas semanais' : '40 horas semanais',
        ...salaryOf(rand, index),
        remote,
        pcdOnly: index % 9 === 0,
        educationLevel: (['none', 'high_school', 'technical', 'higher'] as const)[index % 4],
        steps: STANDARD_STEPS,
        status,
        approvalStatus: 'approved',
        publishedAt: new Date(now.getTime() - (3 * HOUR + Math.floor(rand() * 60 * DAY))),
        ...base(title, employer.name, city, description),
      });
      for (const title of entry.skills.slice(0, 2 + (index % 2)))
        skillRows.push({ positionId: id, skillId: skill(title), level: index % 3 === 0 ? 'basic' : 'intermediate' });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(positions).values(rows.slice(i, i + 500));
  for (let i = 0; i < skillRows.length; i += 1000) await db.insert(positionSkills).values(skillRows.slice(i, i + 1000));

  await db
    .insert(cmsNews)
    .values(NEWS.map((item, i) => ({ ...item, url: null, imageUrl: null, publishedAt: new Date(now.getTime() - (i + 1) * DAY) })));
}
