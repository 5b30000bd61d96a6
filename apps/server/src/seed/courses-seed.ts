import { type CourseModality, skillKey } from '@trilha/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { courseEnrollments, courseProviders, courses, savedCourses } from '../db/schema/index.ts';
import { COURSE_SEGMENTS, type ImportRecord, importCourseRecords, saveProviders, saveSegments } from '../modules/courses/index.ts';
import { DAY, HOUR } from '../platform/clock.ts';
import type { Queryable } from '../platform/db/connect.ts';
import type { Deps } from '../platform/deps.ts';
import { DEMO_USERS } from './demo-users.ts';

/** The course segments, reference data every database holds (the import accepts only these): idempotent. */
export async function seedCourseSegments(db: Queryable): Promise<void> {
  await saveSegments(db, COURSE_SEGMENTS);
}

type Pricing = 'free' | 'paid' | 'mixed' | 'premium';

interface DemoProvider {
  slug: string;
  name: string;
  website: string;
  /** how many of the 500 demo courses it offers */
  count: number;
  segments: string[];
  pricing: Pricing;
  /** only online courses */
  onlineOnly?: boolean;
  /** where its on-campus and hybrid courses happen; the national list when absent */
  cities?: [string, string][];
  /** some courses taught in English or Spanish, some priced in dollars */
  international?: boolean;
}

const PROVIDERS: DemoProvider[] = [
  {
    slug: 'senac',
    name: 'Senac',
    website: 'https://www.senac.br',
    count: 60,
    segments: ['saude', 'gestao', 'design', 'idiomas', 'marketing', 'educacao'],
    pricing: 'mixed',
  },
  {
    slug: 'senai',
    name: 'Senai',
    website: 'https://www.senai.br',
    count: 55,
    segments: ['industria', 'tecnologia', 'dados', 'agronegocio'],
    pricing: 'mixed',
  },
  {
    slug: 'fundacao-bradesco',
    name: 'Fundação Bradesco',
    website: 'https://www.ev.org.br',
    count: 40,
    segments: ['tecnologia', 'financas', 'educacao', 'gestao', 'dados'],
    pricing: 'free',
    onlineOnly: true,
  },
  {
    slug: 'sebrae',
    name: 'Sebrae',
    website: 'https://sebrae.com.br',
    count: 45,
    segments: ['empreendedorismo', 'marketing', 'financas', 'gestao'],
    pricing: 'mixed',
  },
  {
    slug: 'ifsp',
    name: 'Instituto Federal de São Paulo',
    website: 'https://www.ifsp.edu.br',
    count: 40,
    segments: ['tecnologia', 'industria', 'educacao', 'idiomas', 'dados'],
    pricing: 'free',
    cities: [
      ['São Paulo', 'SP'],
      ['Campinas', 'SP'],
      ['Sorocaba', 'SP'],
      ['Guarulhos', 'SP'],
      ['São José dos Campos', 'SP'],
      ['Bragança Paulista', 'SP'],
      ['São Carlos', 'SP'],
      ['Presidente Epitácio', 'SP'],
    ],
  },
  {
    slug: 'enap',
    name: 'Escola Virtual Gov (ENAP)',
    website: 'https://www.escolavirtual.gov.br',
    count: 40,
    segments: ['gestao', 'dados', 'educacao', 'financas'],
    pricing: 'free',
    onlineOnly: true,
  },
  {
    slug: 'alura',
    name: 'Alura',
    website: 'https://www.alura.com.br',
    count: 55,
    segments: ['tecnologia', 'dados', 'design', 'marketing', 'gestao'],
    pricing: 'paid',
    onlineOnly: true,
  },
  {
    slug: 'fgv',
    name: 'FGV Educação Executiva',
    website: 'https://educacao-executiva.fgv.br',
    count: 35,
    segments: ['gestao', 'financas', 'dados', 'empreendedorismo', 'marketing'],
    pricing: 'premium',
  },
  {
    slug: 'coursera-brasil',
    name: 'Coursera Brasil',
    website: 'https://www.coursera.org',
    count: 50,
    segments: ['tecnologia', 'dados', 'gestao', 'marketing', 'design', 'idiomas', 'saude'],
    pricing: 'mixed',
    onlineOnly: true,
    international: true,
  },
  {
    slug: 'anhembi',
    name: 'Universidade Anhembi Morumbi',
    website: 'https://anhembi.br',
    count: 30,
    segments: ['saude', 'design', 'gestao', 'educacao'],
    pricing: 'premium',
    cities: [
      ['São Paulo', 'SP'],
      ['São José dos Campos', 'SP'],
      ['Piracicaba', 'SP'],
    ],
  },
  {
    slug: 'senar',
    name: 'Senar',
    website: 'https://www.cnabrasil.org.br/senar',
    count: 25,
    segments: ['agronegocio', 'gestao'],
    pricing: 'free',
    cities: [
      ['Rio Verde', 'GO'],
      ['Sorriso', 'MT'],
      ['Chapecó', 'SC'],
      ['Uberaba', 'MG'],
      ['Petrolina', 'PE'],
      ['Londrina', 'PR'],
      ['Barreiras', 'BA'],
      ['Dourados', 'MS'],
      ['Passo Fundo', 'RS'],
    ],
  },
  {
    slug: 'escola-conecta',
    name: 'Conecta Escola de Idiomas',
    website: 'https://www.conectaidiomas.com.br',
    count: 25,
    segments: ['idiomas'],
    pricing: 'paid',
  },
];

const CITIES: [string, string][] = [
  ['São Paulo', 'SP'],
  ['Rio de Janeiro', 'RJ'],
  ['Belo Horizonte', 'MG'],
  ['Salvador', 'BA'],
  ['Fortaleza', 'CE'],
  ['Recife', 'PE'],
  ['Porto Alegre', 'RS'],
  ['Curitiba', 'PR'],
  ['Manaus', 'AM'],
  ['Belém', 'PA'],
  ['Goiânia', 'GO'],
  ['Brasília', 'DF'],
  ['Florianópolis', 'SC'],
  ['Vitória', 'ES'],
  ['Natal', 'RN'],
  ['João Pessoa', 'PB'],
  ['Campinas', 'SP'],
  ['Uberlândia', 'MG'],
  ['Londrina', 'PR'],
  ['Cuiabá', 'MT'],
  ['Campo Grande', 'MS'],
  ['Teresina', 'PI'],
  ['São Luís', 'MA'],
  ['Maceió', 'AL'],
  ['Aracaju', 'SE'],
  ['Palmas', 'TO'],
  ['Porto Velho', 'RO'],
  ['Joinville', 'SC'],
  ['Ribeirão Preto', 'SP'],
  ['Niterói', 'RJ'],
];

const TOPICS: Record<string, string[]> = {
  tecnologia: [
    'Python',
    'JavaScript',
    'Desenvolvimento Web com HTML e CSS',
    'React',
    'Java',
    'Banco de Dados SQL',
    'Computação em Nuvem',
    'Segurança da Informação',
    'Git e GitHub',
    'Redes de Computadores',
    'Suporte Técnico em Informática',
    'Testes de Software',
    'Desenvolvimento de Aplicativos Android',
    'Lógica de Programação',
  ],
  dados: [
    'Análise de Dados',
    'Excel Avançado',
    'Power BI',
    'Ciência de Dados com Python',
    'Estatística Aplicada',
    'Machine Learning',
    'Inteligência Artificial Generativa',
    'Visualização de Dados',
    'Engenharia de Dados',
    'SQL para Análise de Dados',
  ],
  gestao: [
    'Gestão de Projetos',
    'Liderança de Equipes',
    'Gestão de Pessoas',
    'Métodos Ágeis com Scrum',
    'Gestão da Qualidade',
    'Comunicação Empresarial',
    'Gestão Pública',
    'Negociação e Gestão de Conflitos',
    'Logística e Cadeia de Suprimentos',
    'Rotinas Administrativas',
    'Gestão do Tempo e Produtividade',
  ],
  empreendedorismo: [
    'Empreendedorismo',
    'Plano de Negócios',
    'Gestão de Pequenos Negócios',
    'Gestão do MEI',
    'Inovação e Modelagem de Negócios',
    'Atendimento ao Cliente',
    'Vendas no Varejo',
    'Precificação de Produtos e Serviços',
    'Gestão de Franquias',
  ],
  marketing: [
    'Marketing Digital',
    'Redes Sociais para Negócios',
    'Técnicas de Vendas',
    'SEO e Marketing de Conteúdo',
    'Tráfego Pago',
    'Comportamento do Consumidor',
    'Branding',
    'E-commerce',
    'Copywriting',
  ],
  financas: [
    'Educação Financeira',
    'Contabilidade Básica',
    'Finanças Corporativas',
    'Mercado Financeiro e Investimentos',
    'Departamento Pessoal',
    'Rotinas Fiscais e Tributárias',
    'Matemática Financeira',
    'Controladoria',
    'Gestão Financeira para Pequenas Empresas',
  ],
  saude: [
    'Primeiros Socorros',
    'Cuidados com Idosos',
    'Enfermagem',
    'Nutrição e Alimentação Saudável',
    'Saúde Mental no Trabalho',
    'Segurança do Trabalho',
    'Atendimento em Farmácia',
    'Instrumentação Cirúrgica',
    'Massoterapia',
    'Vigilância Sanitária',
  ],
  idiomas: [
    'Inglês',
    'Espanhol',
    'Inglês para Negócios',
    'Libras',
    'Francês',
    'Conversação em Inglês',
    'Redação e Escrita Profissional',
    'Italiano',
    'Inglês Instrumental',
    'Português para Concursos',
  ],
  design: [
    'Design Gráfico',
    'UX Design',
    'UI Design com Figma',
    'Fotografia',
    'Edição de Vídeo',
    'Ilustração Digital',
    'Design de Interiores',
    'Motion Design',
    'Produção de Conteúdo para YouTube',
    'Modelagem de Roupas',
  ],
  industria: [
    'Instalações Elétricas Prediais',
    'Mecânica Industrial',
    'Automação Industrial',
    'Soldagem',
    'Manutenção de Máquinas',
    'Leitura e Interpretação de Desenho Técnico',
    'Energia Solar Fotovoltaica',
    'Refrigeração e Climatização',
    'Operação de Empilhadeira',
    'Segurança em Instalações Elétricas (NR-10)',
    'Mecânica Automotiva',
    'Gestão de Obras',
  ],
  agronegocio: [
    'Gestão Rural',
    'Agricultura de Precisão',
    'Operação de Tratores e Colheitadeiras',
    'Bovinocultura de Leite',
    'Irrigação',
    'Agroecologia',
    'Produção de Hortaliças',
    'Apicultura',
    'Gestão Ambiental',
    'Cadastro Ambiental Rural (CAR)',
  ],
  educacao: [
    'Didática e Planejamento de Aulas',
    'Educação Inclusiva',
    'Oratória',
    'Inteligência Emocional',
    'Tecnologias na Educação',
    'Desenvolvimento Pessoal e Carreira',
    'Tutoria em Educação a Distância',
    'Alfabetização e Letramento',
    'Mediação de Conflitos na Escola',
    'Preparação para o Mercado de Trabalho',
  ],
};

/** The kinds of course a topic becomes, each with its range of hours. */
const FORMS: { title: (topic: string) => string; hours: [number, number]; level: string }[] = [
  { title: (t) => `${t}: primeiros passos`, hours: [4, 20], level: 'do zero' },
  { title: (t) => `${t} para iniciantes`, hours: [8, 30], level: 'do zero' },
  { title: (t) => `Fundamentos de ${t}`, hours: [12, 40], level: 'básico' },
  { title: (t) => `${t} na prática`, hours: [16, 60], level: 'prático' },
  { title: (t) => `Oficina de ${t}`, hours: [4, 12], level: 'prático' },
  { title: (t) => `${t}: nível intermediário`, hours: [20, 60], level: 'intermediário' },
  { title: (t) => `${t}: nível avançado`, hours: [30, 80], level: 'avançado' },
  { title: (t) => `Qualificação profissional em ${t}`, hours: [120, 240], level: 'profissional' },
  { title: (t) => `Formação completa em ${t}`, hours: [60, 200], level: 'profissional' },
  { title: (t) => `Especialização em ${t}`, hours: [360, 400], level: 'avançado' },
];

const OPENERS: Record<string, ((topic: string) => string)[]> = {
  'do zero': [
    (t) => `Aprenda ${t} do zero, com exemplos do dia a dia e exercícios guiados.`,
    (t) => `Um primeiro contato com ${t}, sem pré-requisitos, em linguagem simples e direta.`,
  ],
  básico: [
    (t) => `Os conceitos essenciais de ${t}, explicados passo a passo e aplicados em situações reais.`,
    (t) => `Construa uma base sólida em ${t} para avançar com segurança nos próximos cursos.`,
  ],
  prático: [
    (t) => `Mão na massa: projetos e atividades práticas de ${t} com devolutiva de instrutores.`,
    (t) => `Coloque ${t} em prática resolvendo problemas reais de empresas brasileiras.`,
  ],
  intermediário: [
    (t) => `Para quem já conhece o básico de ${t} e quer ganhar autonomia no trabalho.`,
    (t) => `Aprofunde seus conhecimentos em ${t} com estudos de caso e desafios semanais.`,
  ],
  avançado: [
    (t) => `Tópicos avançados de ${t} para profissionais que querem se destacar no mercado.`,
    (t) => `Estratégias e ferramentas avançadas de ${t}, com projeto final avaliado por especialistas.`,
  ],
  profissional: [
    (t) => `Formação voltada ao mercado de trabalho em ${t}, com conteúdo alinhado às demandas das empresas.`,
    (t) => `Prepare-se para atuar profissionalmente com ${t}: teoria, prática e um projeto de conclusão.`,
  ],
};

const AUDIENCES = [
  'Indicado para quem está em busca do primeiro emprego ou de uma recolocação.',
  'Ideal para profissionais que querem se atualizar e crescer na carreira.',
  'Pensado para estudantes, empreendedores e quem deseja mudar de área.',
  'Recomendado para equipes que querem padronizar práticas e ganhar produtividade.',
  'Aberto a qualquer pessoa interessada, com ou sem experiência na área.',
  'Feito para quem quer conquistar uma nova fonte de renda com uma habilidade valorizada.',
];

const FORMAT: Record<CourseModality, (city: string, state: string) => string> = {
  online: () => 'Aulas gravadas para assistir no seu ritmo, com fórum de dúvidas e tutoria pela plataforma.',
  online_synchronous: () => 'Aulas ao vivo pela internet, em horários definidos, com interação direta com o professor.',
  hybrid: (city, state) => `Parte das aulas é online e parte presencial, na unidade de ${city} (${state}).`,
  oncampus: (city, state) => `Aulas presenciais na unidade de ${city} (${state}), com laboratórios e material didático incluso.`,
  bimodal: (city, state) => `Você escolhe assistir às aulas presencialmente em ${city} (${state}) ou pela internet, ao vivo.`,
};

/** A deterministic PRNG (mulberry32): every seeded database holds the same catalogue. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
const slugify = (text: string) =>
  skillKey(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
/** Hours people recognise: 4, 6, 8, 10, 12, 16, 20, 24, 30, 36, 40, then tens, then fifties. */
const roundHours = (hours: number) =>
  hours <= 12
    ? Math.max(4, Math.round(hours / 2) * 2)
    : hours <= 40
      ? Math.round(hours / 4) * 4
      : hours <= 200
        ? Math.round(hours / 10) * 10
        : Math.round(hours / 40) * 40;

function modalityOf(rand: () => number, provider: DemoProvider): CourseModality {
  if (provider.onlineOnly) return rand() < 0.12 ? 'online_synchronous' : 'online';
  const roll = rand();
  if (roll < 0.34) return 'online';
  if (roll < 0.49) return 'online_synchronous';
  if (roll < 0.69) return 'hybrid';
  if (roll < 0.89) return 'oncampus';
  return 'bimodal';
}

/**
 * What an hour of each kind of course costs, in reais, and the least and most a course of the kind costs: a first
 * course is cheap (short courses at Senac, Sebrae or Alura cost from R$ 30 to R$ 150), a long professional one more
 * (a qualification of 160 hours, R$ 1.500 to 3.500), a 360-hour specialization (a lato sensu postgraduate course) most;
 * a business school charges about three times as much. Prices that end in ,90, as Brazilian price lists write them.
 */
interface Band {
  rate: [number, number];
  min: number;
  max: number;
}
type PriceBand = Band & { premium: Band };
const PRICE_BANDS: Record<string, PriceBand> = {
  'do zero': { rate: [3, 7], min: 29, max: 149, premium: { rate: [10, 18], min: 99, max: 389 } },
  básico: { rate: [4, 8], min: 49, max: 299, premium: { rate: [14, 22], min: 189, max: 889 } },
  prático: { rate: [5, 10], min: 39, max: 589, premium: { rate: [18, 30], min: 189, max: 1789 } },
  intermediário: { rate: [6, 12], min: 149, max: 789, premium: { rate: [22, 35], min: 489, max: 2189 } },
  avançado: { rate: [8, 14], min: 289, max: 1189, premium: { rate: [28, 45], min: 989, max: 3589 } },
  profissional: { rate: [8, 15], min: 489, max: 3589, premium: { rate: [15, 25], min: 1489, max: 5989 } },
  especialização: { rate: [10, 22], min: 3589, max: 8989, premium: { rate: [50, 80], min: 17989, max: 31989 } },
};
const BASIC_BAND: PriceBand = { rate: [4, 8], min: 49, max: 299, premium: { rate: [14, 22], min: 189, max: 889 } };
/** The same in dollars, for the international platform: a first course about a month of its subscription. */
const USD_BANDS: Record<string, [number, number]> = {
  'do zero': [19, 39],
  básico: [29, 59],
  prático: [29, 69],
  intermediário: [39, 79],
  avançado: [49, 99],
  profissional: [99, 249],
  especialização: [249, 449],
};

/** The price in the CSV's form (a decimal), and the currency, by the provider's pricing and the kind of course. */
function priceOf(rand: () => number, provider: DemoProvider, level: string, hours: number): { price: string; currency: 'BRL' | 'USD' } {
  const free = provider.pricing === 'free' || (provider.pricing === 'mixed' && rand() < 0.35);
  if (free) return { price: '0', currency: 'BRL' };
  const kind = hours >= 360 ? 'especialização' : level;
  if (provider.international && rand() < 0.4) {
    const [low, high] = USD_BANDS[kind] ?? [29, 79];
    return { price: `${Math.round(low + rand() * (high - low))}.00`, currency: 'USD' };
  }
  const band = PRICE_BANDS[kind] ?? BASIC_BAND;
  const { rate, min, max } = provider.pricing === 'premium' ? band.premium : band;
  const perHour = rate[0] + rand() * (rate[1] - rate[0]);
  const reais = Math.min(max, Math.max(min, Math.floor((hours * perHour) / 10) * 10 + 9));
  return { price: `${reais}.90`, currency: 'BRL' };
}

/** The 500 demo courses as CSV rows, the way the import command receives them. */
function demoCourseRecords(now: Date): ImportRecord[] {
  const rand = random(20_260_310);
  const records: ImportRecord[] = [];
  for (const provider of PROVIDERS) {
    const used = new Set<string>();
    for (let n = 1; n <= provider.count; n += 1) {
      const segment = pick(rand, provider.segments);
      let topic = pick(rand, TOPICS[segment] ?? []);
      let form = pick(rand, FORMS);
      // a provider does not offer the same course twice
      for (let tries = 0; used.has(form.title(topic)) && tries < 20; tries += 1) {
        topic = pick(rand, TOPICS[segment] ?? []);
        form = pick(rand, FORMS);
      }
      const name = form.title(topic);
      used.add(name);
      const hours = roundHours(form.hours[0] + rand() * (form.hours[1] - form.hours[0]));
      const modality = modalityOf(rand, provider);
      const [city, state] = modality === 'online' || modality === 'online_synchronous' ? ['', ''] : pick(rand, provider.cities ?? CITIES);
      const { price, currency } = priceOf(rand, provider, form.level, hours);
      const languageRoll = rand();
      const language =
        provider.international && languageRoll < 0.25 ? 'en' : provider.international && languageRoll < 0.33 ? 'es' : 'pt-BR';
      const description = [
        pick(rand, OPENERS[form.level] ?? [])(topic),
        pick(rand, AUDIENCES),
        FORMAT[modality](city, state),
        language === 'en'
          ? 'Aulas em inglês com legendas em português.'
          : language === 'es'
            ? 'Aulas em espanhol com legendas em português.'
            : '',
        `Certificado de conclusão de ${hours} horas${price === '0' ? ', gratuito' : ''}.`,
      ]
        .filter(Boolean)
        .join(' ');
      records.push({
        line: records.length + 2,
        cells: {
          provider: provider.slug,
          provider_name: provider.name,
          external_id: `${provider.slug}-${String(n).padStart(4, '0')}`,
          name,
          description,
          segment,
          modality,
          workload_hours: String(hours),
          price,
          currency,
          language,
          url: `${provider.website}/cursos/${slugify(name)}`,
          image_url: '',
          city,
          state,
        },
        // joined the catalogue over the last year
        createdAt: new Date(now.getTime() - Math.floor(rand() * 365) * DAY - Math.floor(rand() * 10) * HOUR - n * 60_000),
      });
    }
  }
  return records;
}

/** The demo catalogue: 12 providers, the segments, 500 courses through the import, and Ana's saved and enrolled courses. */
export async function seedDemoCourses(deps: Deps): Promise<void> {
  const db = deps.db;
  const now = deps.clock.now();
  await seedCourseSegments(db);
  await saveProviders(
    db,
    PROVIDERS.map((provider) => ({ slug: provider.slug, name: provider.name, website: provider.website, logoUrl: null })),
  );
  const report = await importCourseRecords(db, demoCourseRecords(now), now);
  if (report.rejected.length > 0) throw new Error(`demo courses rejected: ${JSON.stringify(report.rejected.slice(0, 3))}`);

  // Ana (individual) saved three courses of her areas and enrolled in one of them
  const ana = DEMO_USERS.individual.id;
  const picked = await db
    .select({ id: courses.id, externalId: courses.externalId })
    .from(courses)
    .innerJoin(courseProviders, eq(courseProviders.id, courses.providerId))
    .where(
      and(
        inArray(courses.externalId, ['fundacao-bradesco-0001', 'alura-0003', 'senai-0002']),
        inArray(courseProviders.slug, ['fundacao-bradesco', 'alura', 'senai']),
      ),
    );
  const at = (days: number) => new Date(now.getTime() - days * DAY);
  await db
    .insert(savedCourses)
    .values(picked.map((course, index) => ({ userId: ana, courseId: course.id, createdAt: at(3 + index) })))
    .onConflictDoNothing();
  const enrolled = picked.find((course) => course.externalId === 'fundacao-bradesco-0001');
  if (enrolled) {
    await db
      .insert(courseEnrollments)
      .values({ userId: ana, courseId: enrolled.id, phone: '11987654321', createdAt: at(2) })
      .onConflictDoNothing();
  }
}
