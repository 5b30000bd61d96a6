import {
  type ContractType,
  type PositionStep,
  SALARY_PERIOD_PER_MONTH,
  type SalaryPeriod,
  SKILL_LEVELS,
  type SkillLevel,
  skillKey,
} from '@trilha/contract';
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
import catalogue from './data/skills.json' with { type: 'json' };
import { DEMO_USERS } from './demo-users.ts';
import {
  AGRO_CITIES,
  type AskedSkill,
  BENEFITS_BY_CONTRACT,
  CATEGORIES,
  CITIES,
  LEVELS,
  NEWS,
  OCCUPATIONS,
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

// no company video: Acme has none of its own to show, and a borrowed one (it was a music video) tells a candidate
// nothing about the company; the FAQ says what a video would
const FULL_STEPS: PositionStep[] = [
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

/** Brazil's minimum wage (2026, R$ 1.621 a month for 44 hours): no full-time salary starts below it. */
export const MINIMUM_WAGE = 1621;

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
    // the surveys' ceiling, about R$ 3.000 even in technology in São Paulo and Brasília, holds for the range's top too
    const min = Math.min(2700, money(bolsa));
    return range(min, Math.min(3000, money(min * (1.1 + rand() * 0.25))), 'monthly');
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
  'jovem-aprendiz': { categories: [1, 4, 6, 8, 9, 10, 11, 14, 15, 17], cities: CITIES, remote: false, entry: true },
};

/** The ways an occupation is hired, most of them CLT full-time; a first-job portal hires no PJ. */
function contractOf(rand: () => number, occupation: Occupation, entry: boolean): ContractType {
  const allowed = occupation.contracts.filter((contract) => !(entry && contract === 'CONTRACTOR'));
  const weighted = allowed.flatMap((contract) =>
    Array.from({ length: contract === 'FULL_TIME' ? 5 : contract === 'INTERN' && entry ? 6 : 1 }, () => contract),
  );
  return weighted[Math.floor(rand() * weighted.length)] ?? 'FULL_TIME';
}

/** A generated position's id: fixed by its place in the generation, so every seeded database holds the same ids. */
const generatedPositionId = (index: number) => `41000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;

const SKILL_PT = new Map(catalogue.map((entry) => [entry.en, entry.pt]));
const ptTitle = (skill: string) => SKILL_PT.get(skill) ?? skill;
/** Names a sentence keeps capitalized: products and brands ("Excel avançado", "Python"). */
const BRANDS = new Set(['Excel', 'Python', 'Figma', 'Canva', 'Docker', 'Git', 'React', 'Microsoft', 'Node.js', 'Google', 'Adobe']);
/** A title as a word within a sentence: "análise financeira", but "Excel avançado", "Power BI", "TypeScript". */
const lower = (text: string) => {
  const first = text.split(' ')[0] ?? '';
  return /^\p{Lu}\p{Ll}+$/u.test(first) && !BRANDS.has(first) ? text.charAt(0).toLocaleLowerCase('pt-BR') + text.slice(1) : text;
};
const listed = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} e ${items.at(-1)}` : (items[0] ?? ''));

/**
 * The skills a generated position asks: its occupation's, a level less for a Júnior and one more for a Sênior (an
 * internship asks the basics), never below the basic level.
 */
function askedSkills(occupation: { skills: readonly AskedSkill[] }, shift: number, intern: boolean): [string, SkillLevel][] {
  return occupation.skills.map(([skill, level]) => {
    const at = intern ? 1 : Math.min(SKILL_LEVELS.length - 1, Math.max(1, SKILL_LEVELS.indexOf(level) + shift));
    return [skill, SKILL_LEVELS[at] ?? 'basic'];
  });
}

/** The course an occupation's degree names ("Ciência da Computação" of "Bacharelado em Ciência da Computação"). */
const courseOf = (degree: string) => degree.replace(/^(Bacharelado|Licenciatura|Tecnólogo|Técnico) em /, '');

/**
 * A generated position's description, written for it: who hires and where, what the occupation does day to day (as
 * an intern learns it, as a volunteer helps), what its level asks; then the terms of its contract.
 */
function descriptionOf(
  occupation: Occupation,
  contract: ContractType,
  level: (typeof LEVELS)[number] | null,
  title: string,
  employer: string,
  city: [number, string, string] | null,
  benefits: string,
): string {
  const where = city ? `em ${city[1]} (${city[2]})` : 'para trabalho remoto, de qualquer cidade do Brasil';
  const duties = occupation.duties;
  const course = occupation.degree ? courseOf(occupation.degree) : null;
  const lead: Record<ContractType, string> = {
    FULL_TIME: `${employer} contrata ${title} ${where}, com carteira assinada. No dia a dia, você vai ${duties}.`,
    PART_TIME: `${employer} contrata ${title} em meio período ${where}. Nas horas de trabalho, você vai ${duties}.`,
    CONTRACTOR: `${employer} busca ${title} ${where}, para contratação como pessoa jurídica. O trabalho é ${duties}.`,
    TEMPORARY: `${employer} reforça a equipe na alta temporada com ${title} ${where}, em contrato temporário que pode virar efetivo. Você vai ${duties}.`,
    PER_DIEM: `${employer} chama ${title} por diária ${where}, conforme a demanda da semana e com os dias combinados antes. Em cada diária, você vai ${duties}.`,
    OTHER: `${employer} procura ${title} freelancer ${where}, com horas combinadas a cada projeto. O trabalho é ${duties}.`,
    INTERN: `${employer} abre vaga de ${title} ${where}, para quem cursa ${course ?? 'a graduação da área'} a partir do segundo ano. Com um(a) supervisor(a) da área, você vai aprender a ${duties}.`,
    VOLUNTEER: `${employer} procura pessoas voluntárias ${where}. Como ${title}, você vai ${duties}. Não é preciso experiência: há uma conversa de acolhida antes do primeiro turno.`,
  };
  return `${[lead[contract], level && contract !== 'INTERN' ? level.asks : null].filter(Boolean).join(' ')}\n\n${benefits}`;
}

/** What a generated position asks in writing: the skills by name and the education, in the posting's words. */
function requirementsOf(occupation: Occupation, asked: [string, SkillLevel][], intern: boolean): string {
  const skills = `Conhecimentos de ${listed(asked.map(([skill]) => lower(ptTitle(skill))))}.`;
  const course = occupation.degree ? courseOf(occupation.degree) : null;
  const education = intern
    ? `Estar cursando ${course ?? 'ensino superior'}.`
    : occupation.education === 'postgraduate'
      ? `Graduação em ${course ?? 'área afim'} e ${lower(occupation.specialization ?? 'pós-graduação')}.`
      : occupation.education === 'higher'
        ? `Graduação em ${course ?? 'área afim'}.`
        : occupation.education === 'technical'
          ? `Curso técnico em ${course ?? 'área afim'}.`
          : occupation.education === 'high_school'
            ? 'Ensino médio completo.'
            : null;
  return [skills, education].filter(Boolean).join(' ');
}

/** Positions, departments, portal partners, the approval flow, recruitment roles and news for the demo accounts. */
export async function seedDemoPositions(deps: Deps): Promise<void> {
  const db = deps.db;
  const now = deps.clock.now();
  const acme = DEMO_WORKSPACE_IDS.acme;
  // every skill an occupation asks (the featured positions' among them)
  const allSkills = [...new Set(OCCUPATIONS.flatMap((entry) => entry.occupation.skills.map(([skill]) => skill)))];
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
    // Globex's stores are in the Nordeste, the region of its partner portal Vagas Nordeste; its name is its workspace's,
    // the one its postings sign
    { id: DEMO_WORKSPACE_IDS.globex, name: 'Globex Saúde', categories: [4, 8, 9, 11, 15, 6], cities: citiesIn('Nordeste'), remote: false },
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
  // where each employer has opened each title (0: remote)
  const placed = new Map<string, Set<number>>();
  const placesOf = (workspaceId: string, title: string) => {
    const set = placed.get(`${workspaceId}:${title}`) ?? new Set<number>();
    placed.set(`${workspaceId}:${title}`, set);
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
      const remoteDrawn =
        employer.remote && occupation.remote === true && contract !== 'PER_DIEM' && contract !== 'TEMPORARY' && rand() < 0.4;
      const cityDrawn = remoteDrawn ? null : pick(employer.cities);
      // a title an employer opens again (a flat one has no other level) is for another of its places, not the
      // same posting twice
      const places = placesOf(employer.id, title);
      const elsewhere = places.has(cityDrawn?.[0] ?? 0) ? employer.cities.find(([cityId]) => !places.has(cityId)) : undefined;
      const remote = elsewhere ? false : remoteDrawn;
      const city = elsewhere ?? cityDrawn;
      places.add(city?.[0] ?? 0);
      const hoursIndex = Math.floor(rand() * PART_TIME_HOURS.length);
      const hours = contract === 'PART_TIME' || contract === 'INTERN' ? (PART_TIME_HOURS[hoursIndex] ?? 30) : 44;
      const workloads = WORKLOAD_BY_CONTRACT[contract];
      const workload =
        (contract === 'PART_TIME' || contract === 'INTERN' ? workloads[hoursIndex] : workloads[index % workloads.length]) ?? null;
      const benefits = BENEFITS_BY_CONTRACT[contract];
      const description = descriptionOf(occupation, contract, level, title, employer.name, city, benefits[index % benefits.length] ?? '');
      const intern = contract === 'INTERN';
      const asked = askedSkills(occupation, level?.shift ?? 0, intern);
      const id = generatedPositionId(index);
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
        educationLevel: intern ? 'higher' : occupation.education,
        requirements: requirementsOf(occupation, asked, intern),
        steps: STANDARD_STEPS,
        status,
        approvalStatus: 'approved',
        publishedAt: new Date(now.getTime() - (3 * HOUR + Math.floor(rand() * 60 * DAY))),
        ...base(title, employer.name, city, description),
      });
      for (const [skillTitle, skillLevel] of asked) skillRows.push({ positionId: id, skillId: skill(skillTitle), level: skillLevel });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(positions).values(rows.slice(i, i + 500));
  for (let i = 0; i < skillRows.length; i += 1000) await db.insert(positionSkills).values(skillRows.slice(i, i + 1000));

  await db
    .insert(cmsNews)
    .values(NEWS.map((item, i) => ({ ...item, url: null, imageUrl: null, publishedAt: new Date(now.getTime() - (i + 1) * DAY) })));
}
