import { type ProfileForm, profileForm } from '@trilha/contract';
import { writeProfileForm } from '../modules/profile/index.ts';
import type { Deps } from '../platform/deps.ts';
import { DEMO_USERS } from './demo-users.ts';

type DemoProfile = Omit<ProfileForm, 'name' | 'lastName' | 'phone' | 'countryCode'>;

const base = {
  birthdate: null,
  contactPhone: null,
  contactCountryCode: null,
  countryAbbr: 'BRA',
  isPCD: false,
  pcdType: null,
  pcdCID: null,
  needAdaptation: false,
  pcdAdaptation: null,
  socialLinks: [],
  contentLanguages: ['pt-BR'],
  isPrivate: false,
} as const satisfies Partial<DemoProfile>;

/** Every demo account's profile: realistic experiences, education and languages; Diego is the PcD example, Elisa's is private. */
const DEMO_PROFILES: Record<string, DemoProfile> = {
  [DEMO_USERS.individual.id]: {
    ...base,
    username: 'ana.souza',
    birthdate: '1994-03-17',
    state: 'SP',
    city: 'Campinas',
    cityId: 3509502,
    professionalTitle: 'Analista de Dados',
    professionalDescription:
      'Analista de dados com seis anos de experiência em varejo e logística. Construo painéis em Power BI, modelos em SQL e Python e gosto de transformar números em decisões para as áreas de negócio.',
    preferredAreas: [1, 6],
    professionalExperiences: [
      {
        company: 'Magazine Horizonte',
        role: 'Analista de Dados Pleno',
        tasks: 'Painéis de vendas e estoque para 120 lojas; automação de relatórios semanais em Python; apoio ao time de pricing.',
        startDate: '2021-02-01',
        endDate: null,
        currentlyWorking: true,
      },
      {
        company: 'LogBras Transportes',
        role: 'Assistente de Planejamento',
        tasks: 'Controle de indicadores de entrega, roteirização e planilhas de custos de frete.',
        startDate: '2018-05-01',
        endDate: '2021-01-01',
        currentlyWorking: false,
      },
    ],
    academicExperiences: [
      {
        institution: 'Universidade Estadual de Campinas (UNICAMP)',
        title: 'Bacharelado em Estatística',
        startDate: '2013-03-01',
        endDate: '2017-12-01',
        currentlyStudying: false,
      },
      {
        institution: 'Universidade de São Paulo (USP)',
        title: 'MBA em Data Science e Analytics',
        startDate: '2024-03-01',
        endDate: null,
        currentlyStudying: true,
      },
    ],
    languages: [
      { language: 'pt', proficiency: 'native_or_bilingual' },
      { language: 'en', proficiency: 'professional_working' },
      { language: 'es', proficiency: 'elementary' },
    ],
    socialLinks: [{ type: 'LINKEDIN', url: 'https://www.linkedin.com/in/ana-souza-dados' }],
    contentLanguages: ['pt-BR', 'en'],
  },
  [DEMO_USERS.owner.id]: {
    ...base,
    username: 'bruno.lima',
    birthdate: '1982-09-05',
    state: 'SP',
    city: 'São Paulo',
    cityId: 3550308,
    professionalTitle: 'CEO e cofundador da Acme',
    professionalDescription:
      'Empreendedor em tecnologia há quinze anos. Lidero a Acme, empresa de software para o varejo, com foco em produto, cultura e crescimento sustentável.',
    preferredAreas: [1, 10],
    professionalExperiences: [
      {
        company: 'Acme Tecnologia',
        role: 'CEO',
        tasks: 'Estratégia, captação e gestão do time executivo.',
        startDate: '2015-06-01',
        endDate: null,
        currentlyWorking: true,
      },
      {
        company: 'Banco Meridiano',
        role: 'Gerente de Projetos de TI',
        tasks: 'Portfólio de projetos de canais digitais com equipes de 40 pessoas.',
        startDate: '2008-01-01',
        endDate: '2015-05-01',
        currentlyWorking: false,
      },
    ],
    academicExperiences: [
      {
        institution: 'Instituto Tecnológico de Aeronáutica (ITA)',
        title: 'Engenharia de Computação',
        startDate: '2000-02-01',
        endDate: '2004-12-01',
        currentlyStudying: false,
      },
    ],
    languages: [
      { language: 'pt', proficiency: 'native_or_bilingual' },
      { language: 'en', proficiency: 'native_or_bilingual' },
    ],
    socialLinks: [
      { type: 'LINKEDIN', url: 'https://www.linkedin.com/in/brunolima-acme' },
      { type: 'URL', url: 'https://acme.dev' },
    ],
  },
  [DEMO_USERS.admin.id]: {
    ...base,
    username: 'carla.rh',
    birthdate: '1988-11-22',
    state: 'RJ',
    city: 'Rio de Janeiro',
    cityId: 3304557,
    professionalTitle: 'Gerente de Pessoas e Cultura',
    professionalDescription:
      'Gestora de RH com experiência em recrutamento, desenvolvimento de lideranças e programas de mobilidade interna.',
    preferredAreas: [14],
    professionalExperiences: [
      {
        company: 'Acme Tecnologia',
        role: 'Gerente de Pessoas e Cultura',
        tasks: 'Recrutamento, trilhas de aprendizagem e avaliação de desempenho.',
        startDate: '2019-04-01',
        endDate: null,
        currentlyWorking: true,
      },
      {
        company: 'Rede Saúde Mais',
        role: 'Analista de Recrutamento',
        tasks: 'Seleção de profissionais de saúde para oito hospitais.',
        startDate: '2012-08-01',
        endDate: '2019-03-01',
        currentlyWorking: false,
      },
    ],
    academicExperiences: [
      {
        institution: 'Universidade Federal do Rio de Janeiro (UFRJ)',
        title: 'Bacharelado em Psicologia',
        startDate: '2007-03-01',
        endDate: '2011-12-01',
        currentlyStudying: false,
      },
    ],
    languages: [
      { language: 'pt', proficiency: 'native_or_bilingual' },
      { language: 'en', proficiency: 'limited_working' },
    ],
  },
  [DEMO_USERS.creator.id]: {
    ...base,
    username: 'diego.rocha',
    birthdate: '1991-07-30',
    state: 'MG',
    city: 'Belo Horizonte',
    cityId: 3106200,
    isPCD: true,
    pcdType: 'hearing',
    pcdCID: 'H90.3',
    needAdaptation: true,
    pcdAdaptation: 'Intérprete de Libras em reuniões e legendas nos vídeos de treinamento.',
    professionalTitle: 'Designer Instrucional',
    professionalDescription:
      'Crio cursos e trilhas de aprendizagem acessíveis, com foco em vídeo legendado, Libras e avaliação por projetos.',
    preferredAreas: [7, 18],
    professionalExperiences: [
      {
        company: 'Acme Tecnologia',
        role: 'Designer Instrucional',
        tasks: 'Produção de conteúdos e trilhas da universidade corporativa.',
        startDate: '2020-09-01',
        endDate: null,
        currentlyWorking: true,
      },
      {
        company: 'Escola Técnica Horizonte',
        role: 'Professor de Design Gráfico',
        tasks: 'Aulas de design gráfico e acessibilidade digital.',
        startDate: '2015-02-01',
        endDate: '2020-08-01',
        currentlyWorking: false,
      },
    ],
    academicExperiences: [
      {
        institution: 'Universidade Federal de Minas Gerais (UFMG)',
        title: 'Licenciatura em Letras – Libras',
        startDate: '2010-03-01',
        endDate: '2014-12-01',
        currentlyStudying: false,
      },
    ],
    languages: [
      { language: 'pt', proficiency: 'native_or_bilingual' },
      { language: 'es', proficiency: 'limited_working' },
    ],
    socialLinks: [{ type: 'INSTAGRAM', url: 'https://www.instagram.com/diego.design.acessivel' }],
  },
  [DEMO_USERS.member.id]: {
    ...base,
    username: 'elisa.prado',
    birthdate: '1998-01-12',
    state: 'PR',
    city: 'Curitiba',
    cityId: 4106902,
    professionalTitle: 'Analista de Atendimento',
    professionalDescription: 'Atendimento ao cliente em canais digitais, com foco em resolução no primeiro contato.',
    preferredAreas: [15, 4],
    professionalExperiences: [
      {
        company: 'Acme Tecnologia',
        role: 'Analista de Atendimento',
        tasks: 'Suporte a clientes por chat e e-mail; base de conhecimento.',
        startDate: '2022-03-01',
        endDate: null,
        currentlyWorking: true,
      },
    ],
    academicExperiences: [
      {
        institution: 'Universidade Tecnológica Federal do Paraná (UTFPR)',
        title: 'Tecnólogo em Processos Gerenciais',
        startDate: '2017-02-01',
        endDate: '2019-12-01',
        currentlyStudying: false,
      },
    ],
    languages: [{ language: 'pt', proficiency: 'native_or_bilingual' }],
    isPrivate: true,
  },
  [DEMO_USERS.support.id]: {
    ...base,
    username: 'suporte.trilha',
    state: 'SP',
    city: 'São Paulo',
    cityId: 3550308,
    professionalTitle: 'Equipe de Suporte Trilha',
    professionalDescription: 'Ajudamos empresas e pessoas a usar a Trilha.',
    preferredAreas: [15],
    professionalExperiences: [
      {
        company: 'Trilha',
        role: 'Especialista de Suporte',
        tasks: 'Atendimento às empresas clientes.',
        startDate: '2023-01-01',
        endDate: null,
        currentlyWorking: true,
      },
    ],
    academicExperiences: [],
    languages: [
      { language: 'pt', proficiency: 'native_or_bilingual' },
      { language: 'en', proficiency: 'professional_working' },
      { language: 'es', proficiency: 'professional_working' },
    ],
    contentLanguages: ['pt-BR', 'en', 'es'],
  },
  [DEMO_USERS.pendingDeletion.id]: {
    ...base,
    username: 'fabio.alves',
    birthdate: '1990-05-02',
    state: 'RS',
    city: 'Porto Alegre',
    cityId: 4314902,
    professionalTitle: 'Técnico Agrícola',
    professionalDescription: 'Manejo de lavouras de soja e milho e assistência técnica a pequenos produtores.',
    preferredAreas: [3],
    professionalExperiences: [
      {
        company: 'Cooperativa Campos Gerais',
        role: 'Técnico Agrícola',
        tasks: 'Assistência técnica e vistoria de lavouras.',
        startDate: '2016-03-01',
        endDate: '2025-02-01',
        currentlyWorking: false,
      },
    ],
    academicExperiences: [
      {
        institution: 'Instituto Federal do Rio Grande do Sul (IFRS)',
        title: 'Técnico em Agropecuária',
        startDate: '2012-02-01',
        endDate: '2014-12-01',
        currentlyStudying: false,
      },
    ],
    languages: [{ language: 'pt', proficiency: 'native_or_bilingual' }],
  },
};

/** The demo accounts' profiles, parsed by the contract's schema so the demo data obeys the form's rules. */
export async function seedDemoProfiles(deps: Deps): Promise<void> {
  const now = deps.clock.now();
  for (const demo of Object.values(DEMO_USERS)) {
    const profile = DEMO_PROFILES[demo.id];
    if (!profile) continue;
    const form = profileForm.parse({ ...profile, name: demo.name, lastName: demo.lastName, phone: '11987654321', countryCode: 'br' });
    await writeProfileForm(deps.db, demo.id, form, now);
  }
}
