import { type ContractType, type PositionStep, SALARY_PERIOD_PER_MONTH, type SalaryPeriod, skillKey } from '@trilha/contract';
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
import {
  AGRO_CITIES,
  BENEFITS_BY_CONTRACT,
  CATEGORIES,
  CITIES,
  DESCRIPTIONS,
  LEVELS,
  NEWS,
  type Occupation,
  PART_TIME_HOURS,
  PAY_BY_STATE,
  REGION_OF_STATE,
  type Region,
  WORKLOAD_BY_CONTRACT,
} from './positions-data.ts';
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
      { text: 'Por que você se interessou por esta vaga?', kind: 'text' },
      { text: 'Conte uma situação em que você resolveu um problema difícil no trabalho.', kind: 'text' },
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

/** Brazil's minimum wage (2025, R$ 1.518 a month for 44 hours): no full-time salary starts below it. */
export const MINIMUM_WAGE = 1518;

type Salary = Pick<Insert, 'salaryType' | 'salaryText' | 'salaryMin' | 'salaryMax' | 'salaryPeriod' | 'salaryMonthlyMin'>;

const money = (value: number) =>
  value < 300 ? Math.round(value) : value < 3000 ? Math.round(value / 50) * 50 : Math.round(value / 100) * 100;
const noSalary = (salaryType: 'text' | 'unspecified', salaryText: string | null): Salary => ({
  salaryType,
  salaryText,
  salaryMin: null,
  salaryMax: null,
  salaryPeriod: null,
  salaryMonthlyMin: null,
});
const range = (min: number, max: number, period: SalaryPeriod): Salary => ({
  salaryType: 'range',
  salaryText: null,
  salaryMin: min,
  salaryMax: max,
  salaryPeriod: period,
  salaryMonthlyMin: Math.round(min * SALARY_PERIOD_PER_MONTH[period]),
});

/**
 * The salary of a generated position from its occupation's median, level, contract, weekly hours and state: volunteers
 * are unpaid, internships pay a bolsa-auxílio, PJ contractors about a third more than CLT, part-time in proportion
 * to the hours, per-diem and freelance work by the day and the hour; some postings say "A combinar" or nothing.
 */
function salaryOf(
  rand: () => number,
  occupation: Occupation,
  contract: ContractType,
  level: number,
  state: string | null,
  hours: number,
): Salary {
  if (contract === 'VOLUNTEER') return noSalary('text', 'Trabalho voluntário, sem remuneração');
  const regional = state ? (PAY_BY_STATE[state] ?? 1) : 1;
  const jitter = 0.92 + rand() * 0.16;
  const roll = rand();
  if (contract !== 'INTERN' && roll < 0.1) return noSalary('text', 'A combinar');
  if (contract !== 'INTERN' && roll < 0.18) return noSalary('unspecified', null);
  if (contract === 'INTERN') {
    // bolsa-auxílio: R$ 1.000 to 2.600 for 30 hours (CIEE and Nube surveys), the most in technology and engineering
    const bolsa = Math.max(700, Math.min(2600, Math.max(1000, occupation.pay * 0.26)) * regional * jitter * (hours / 30));
    const min = money(bolsa);
    return range(min, money(min * (1.1 + rand() * 0.25)), 'monthly');
  }
  if (contract === 'PER_DIEM') {
    const daily = ((occupation.pay * regional) / 22) * 1.3 * jitter;
    return range(Math.round(daily / 10) * 10, Math.round((daily * 1.25) / 10) * 10, 'daily');
  }
  if (contract === 'OTHER') {
    const hourly = ((occupation.pay * regional) / 176) * 1.8 * jitter;
    return range(Math.round(hourly), Math.round(hourly * 1.3), 'hourly');
  }
  const monthly =
    occupation.pay * level * regional * jitter * (contract === 'CONTRACTOR' ? 1.35 : 1) * (contract === 'PART_TIME' ? hours / 44 : 1);
  const floor = contract === 'PART_TIME' ? (MINIMUM_WAGE * hours) / 44 : MINIMUM_WAGE;
  const min = Math.max(Math.ceil(floor / 50) * 50, money(monthly * 0.9));
  const max = money(min * (1.15 + rand() * 0.2));
  // senior and managerial packages are often published per year (13 salaries and the vacation third)
  if (contract === 'FULL_TIME' && min >= 9000 && rand() < 0.3)
    return range(Math.round((min * 13.33) / 1000) * 1000, Math.round((max * 13.33) / 1000) * 1000, 'yearly');
  return range(min, max, 'monthly');
}

/** Where an employer's generated positions are: a regional portal's in its region, an agro one's in the agro belt. */
interface Employer {
  id: string;
  name: string;
  categories: number[];
  cities: [number, string, string][];
  /** may publish remote positions (never a regional employer: its positions are in its region) */
  remote: boolean;
  /** a first-job portal: internships, Júnior and entry posts only */
  entry?: boolean;
}

const ALL_CATEGORIES = Object.keys(CATEGORIES).map(Number);
const citiesIn = (...regions: Region[]) => CITIES.filter(([, , state]) => regions.includes(REGION_OF_STATE[state] ?? 'Sudeste'));

/** What each demo portal publishes: its region (Vagas Nordeste, Emprega Sul, Talentos do Norte), its themes, its public. */
const PORTAL_PROFILES: Record<string, Omit<Employer, 'id' | 'name'>> = {
  'vagas-nordeste': { categories: ALL_CATEGORIES, cities: citiesIn('Nordeste'), remote: false },
  'emprega-sul': { categories: ALL_CATEGORIES, cities: citiesIn('Sul'), remote: false },
  'talentos-do-norte': { categories: ALL_CATEGORIES, cities: citiesIn('Norte'), remote: false },
  agrotalentos: { categories: [3, 11, 12], cities: CITIES.filter(([id]) => AGRO_CITIES.includes(id)), remote: false },
  'carreira-tech': { categories: [1, 18, 10], cities: CITIES, remote: true },
  'mulheres-na-tecnologia': { categories: [1, 18, 10, 19], cities: CITIES, remote: true },
  'trampo-digital': { categories: [1, 10, 18, 19, 9], cities: CITIES, remote: true },
  'saude-em-foco': { categories: [2], cities: CITIES, remote: false },
  'educa-mais': { categories: [7], cities: CITIES, remote: true },
  'conecta-varejo': { categories: [4, 15, 11, 9], cities: CITIES, remote: false },
  'industria-40': { categories: [5, 12, 11], cities: CITIES, remote: false },
  'financas-em-rede': { categories: [6, 13, 8], cities: CITIES, remote: true },
  'primeiro-emprego': { categories: ALL_CATEGORIES, cities: CITIES, remote: true, entry: true },
  'jovem-aprendiz': { categories: [1, 4, 6, 8, 9, 10, 11, 14, 15, 17, 20], cities: CITIES, remote: false, entry: true },
};

/** The ways an occupation is hired, most of them CLT full-time; a first-job portal hires no PJ. */
function contractOf(rand: () => number, occupation: Occupation, entry: boolean): ContractType {
  const allowed = occupation.contracts.filter((contract) => !(entry && contract === 'CONTRACTOR'));
  const weighted = allowed.flatMap((contract) =>
    Array.from({ length: contract === 'FULL_TIME' ? 5 : contract === 'INTERN' && entry ? 6 : 1 }, () => contract),
  );
  return weighted[Math.floor(rand() * weighted.length)] ?? 'FULL_TIME';
}

/** The opening text of a generated position, by the way it hires. */
function introOf(contract: ContractType, index: number): string {
  if (contract === 'INTERN')
    return 'Programa de estágio para estudantes a partir do segundo ano da graduação, com formatura prevista a partir do ano que vem. Você terá um(a) supervisor(a) da área e um plano de atividades ligado ao seu curso.';
  if (contract === 'VOLUNTEER')
    return 'Procuramos pessoas voluntárias para apoiar nossas ações sociais. Não é preciso experiência: oferecemos uma formação de acolhida e você escolhe os turnos.';
  if (contract === 'TEMPORARY')
    return 'Vaga temporária para reforçar a equipe no período de maior movimento. Bons desempenhos podem ser efetivados ao fim do contrato.';
  if (contract === 'PER_DIEM') return 'Trabalho por diária, conforme a demanda da semana. Combinamos os dias com antecedência.';
  return DESCRIPTIONS[index % DESCRIPTIONS.length] ?? '';
}

/** Positions, departments, portal partners, the approval flow, recruitment roles and news for the demo accounts. */
export async function seedDemoPositions(deps: Deps): Promise<void> {
  const db = deps.db;
  const now = deps.clock.now();
  const acme = DEMO_WORKSPACE_IDS.acme;
  const allSkills = [...new Set([...Object.values(CATEGORIES).flatMap((entry) => entry.skills), 'Power BI'])];
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
    ['emprega-sul', DEMO_WORKSPACE_IDS.novaEmpresa],
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
      description: `${analystText}\n\n${BENEFITS_BY_CONTRACT.FULL_TIME[1]}`,
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
      description: `Você vai construir as telas do nosso produto com React e TypeScript, cuidando de acessibilidade e desempenho.\n\n${BENEFITS_BY_CONTRACT.FULL_TIME[0]}`,
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

  // the generated ones, from coherent profiles: every category, cities across Brazil (a regional
  // portal's and its partners' in its region), remote and PcD ones, each contract type and salary form
  const nationalCities = CITIES.filter(([, , state]) => ['Sudeste', 'Sul', 'Centro-Oeste'].includes(REGION_OF_STATE[state] ?? ''));
  const employers: Employer[] = [
    { id: acme, name: 'Acme Tecnologia', categories: [1, 6, 8, 9, 10, 14, 15, 18], cities: nationalCities, remote: true },
    // Globex's stores are in the Nordeste, the region of its partner portal Vagas Nordeste
    { id: DEMO_WORKSPACE_IDS.globex, name: 'Globex Varejo', categories: [4, 8, 9, 11, 15, 6], cities: citiesIn('Nordeste'), remote: false },
    // Nova Empresa's plants are in the Sul, the region of its partner portal Emprega Sul
    { id: DEMO_WORKSPACE_IDS.novaEmpresa, name: 'Nova Empresa', categories: [5, 12, 16, 11], cities: citiesIn('Sul'), remote: false },
    ...DEMO_PORTALS.map((item) => ({
      id: item.id,
      name: item.name,
      ...(PORTAL_PROFILES[item.subdomain] ?? { categories: ALL_CATEGORIES, cities: CITIES, remote: true }),
    })),
  ];
  const rand = random(2026);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const handMade = await db.select({ workspaceId: positions.workspaceId, title: positions.title }).from(positions);
  const titles = new Map<string, Set<string>>();
  const titlesOf = (workspaceId: string) => {
    const set = titles.get(workspaceId) ?? new Set(handMade.filter((row) => row.workspaceId === workspaceId).map((row) => row.title));
    titles.set(workspaceId, set);
    return set;
  };
  const rows: Insert[] = [];
  const skillRows: (typeof positionSkills.$inferInsert)[] = [];
  let index = 0;
  for (const employer of employers) {
    for (let n = 0; n < PER_WORKSPACE; n++, index++) {
      const categoryId = employer.categories[n % employer.categories.length] ?? 1;
      const category = CATEGORIES[categoryId] ?? CATEGORIES[1];
      if (!category) continue;
      const occupation = pick(category.occupations);
      const contract = contractOf(rand, occupation, employer.entry ?? false);
      // Júnior, Pleno and Sênior only for a career track's CLT or PJ jobs (a first-job portal: Júnior at most)
      const levelled = occupation.track === 'career' && (contract === 'FULL_TIME' || contract === 'CONTRACTOR' || contract === 'PART_TIME');
      const levels = employer.entry ? LEVELS.slice(0, 1) : LEVELS;
      const drawn = levelled && rand() < 0.85 ? pick(levels) : null;
      const titleAt = (level: (typeof LEVELS)[number] | null) =>
        contract === 'INTERN' && occupation.intern ? occupation.intern : `${occupation.title} ${level?.name ?? ''}`.trim();
      // an employer opens one position of a title: a repeated one takes another level when it has any (a recruiter
      // who types "dados" meets one "Analista de Dados Pleno", the one with candidates)
      const taken = titlesOf(employer.id);
      const level = drawn && taken.has(titleAt(drawn)) ? (levels.find((other) => !taken.has(titleAt(other))) ?? drawn) : drawn;
      const title = titleAt(level);
      taken.add(title);
      const remote = employer.remote && occupation.remote === true && contract !== 'PER_DIEM' && contract !== 'TEMPORARY' && rand() < 0.4;
      const city = remote ? null : pick(employer.cities);
      const hoursIndex = Math.floor(rand() * PART_TIME_HOURS.length);
      const hours = contract === 'PART_TIME' || contract === 'INTERN' ? (PART_TIME_HOURS[hoursIndex] ?? 30) : 44;
      const workloads = WORKLOAD_BY_CONTRACT[contract];
      const workload =
        (contract === 'PART_TIME' || contract === 'INTERN' ? workloads[hoursIndex] : workloads[index % workloads.length]) ?? null;
      const benefits = BENEFITS_BY_CONTRACT[contract];
      const description = `${introOf(contract, index)}\n\n${benefits[index % benefits.length]}`;
      const id = crypto.randomUUID();
      const status = n % 40 === 39 ? 'paused' : n % 40 === 38 ? 'archived' : 'active';
      rows.push({
        id,
        workspaceId: employer.id,
        title,
        description,
        code: `${employer.name.slice(0, 3).toUpperCase()}-${String(1000 + n)}`,
        categoryId,
        contractType: contract,
        workload: remote && workload ? `${workload}, remoto` : workload,
        ...salaryOf(rand, occupation, contract, level?.factor ?? 1, city?.[2] ?? null, hours),
        remote,
        pcdOnly: index % 9 === 0 && contract !== 'VOLUNTEER',
        educationLevel: contract === 'INTERN' ? 'higher' : occupation.education,
        steps: STANDARD_STEPS,
        status,
        approvalStatus: 'approved',
        publishedAt: new Date(now.getTime() - (3 * HOUR + Math.floor(rand() * 60 * DAY))),
        ...base(title, employer.name, city, description),
      });
      for (const title of category.skills.slice(0, 2 + (index % 2)))
        skillRows.push({ positionId: id, skillId: skill(title), level: index % 3 === 0 ? 'basic' : 'intermediate' });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(positions).values(rows.slice(i, i + 500));
  for (let i = 0; i < skillRows.length; i += 1000) await db.insert(positionSkills).values(skillRows.slice(i, i + 1000));

  await db
    .insert(cmsNews)
    .values(NEWS.map((item, i) => ({ ...item, url: null, imageUrl: null, publishedAt: new Date(now.getTime() - (i + 1) * DAY) })));
}
