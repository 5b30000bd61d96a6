import { type ContentType, type Interaction, skillKey } from '@trilha/contract';
import { sql } from 'drizzle-orm';
import {
  appendToLists,
  insertContent,
  insertList,
  refreshListStates,
  replaceContentSkills,
  replaceListSkills,
  searchTextOf,
  setInteraction,
  toggleContentFavorite,
  toggleListFavoriteRow,
} from '../modules/contents/index.ts';
import { skillIdsByCode } from '../modules/skills/index.ts';
import { DEMO_PORTALS } from '../modules/workspaces/demo-portals.ts';
import { DAY } from '../platform/clock.ts';
import type { Deps } from '../platform/deps.ts';
import { DEMO_USERS } from './demo-users.ts';
import { DEMO_WORKSPACE_IDS } from './workspaces-seed.ts';

interface DemoContent {
  key: string;
  type: ContentType;
  title: string;
  description: string;
  link: string | null;
  duration: number;
  durationUnit: 'min' | 'hrs' | 'days';
  level: 'interest' | 'basic' | 'intermediate' | 'advanced';
  language?: 'pt-BR' | 'en' | 'es';
  skills: string[];
  private?: boolean;
  public?: boolean;
  profile?: boolean;
}

interface DemoList {
  title: string;
  description: string;
  contents: string[];
  skills: string[];
  private?: boolean;
}

interface DemoSpace {
  workspaceId: string | (() => Promise<string>);
  authorId: string | null;
  contents: DemoContent[];
  lists: DemoList[];
}

const portalId = (subdomain: string) => DEMO_PORTALS.find((portal) => portal.subdomain === subdomain)?.id ?? '';

/** Realistic pt-BR learning material for every demo workspace a demo account reaches. */
const SPACES = (personal: (userId: string) => Promise<string>): DemoSpace[] => [
  {
    workspaceId: DEMO_WORKSPACE_IDS.acme,
    authorId: DEMO_USERS.creator.id,
    contents: [
      {
        key: 'sql',
        type: 'course',
        title: 'SQL do zero: consultas para o dia a dia',
        description:
          'Curso prático de SELECT, JOIN e agregações com exemplos de vendas e estoque. Exercícios corrigidos ao fim de cada módulo.',
        link: 'https://www.postgresql.org/docs/current/tutorial.html',
        duration: 12,
        durationUnit: 'hrs',
        level: 'basic',
        skills: ['SQL', 'Data analysis'],
        public: true,
      },
      {
        key: 'powerbi',
        type: 'video',
        title: 'Painéis que contam histórias no Power BI',
        description: 'Como escolher gráficos, organizar a página e destacar o que importa para quem decide.',
        link: 'https://learn.microsoft.com/pt-br/power-bi/',
        duration: 48,
        durationUnit: 'min',
        level: 'intermediate',
        skills: ['Power BI', 'Storytelling'],
        public: true,
      },
      {
        key: 'python',
        type: 'article',
        title: 'Automatizando relatórios semanais com Python',
        description: 'Um passo a passo com pandas para ler planilhas, cruzar dados e enviar o resultado por e-mail.',
        link: 'https://docs.python.org/pt-br/3/tutorial/',
        duration: 15,
        durationUnit: 'min',
        level: 'intermediate',
        skills: ['Python', 'Advanced Excel'],
        public: true,
      },
      {
        key: 'feedback',
        type: 'podcast',
        title: 'Feedback que ajuda: conversas difíceis no time',
        description: 'Episódio com líderes da Acme sobre como dar e receber feedback sem desgaste.',
        link: 'https://open.spotify.com/',
        duration: 35,
        durationUnit: 'min',
        level: 'interest',
        skills: ['Communication', 'Leadership'],
      },
      {
        key: 'onboarding',
        type: 'slides',
        title: 'Boas-vindas à Acme: cultura e ferramentas',
        description: 'Apresentação interna com a história da Acme, nossos valores e as ferramentas que você vai usar na primeira semana.',
        link: null,
        duration: 30,
        durationUnit: 'min',
        level: 'basic',
        skills: ['Teamwork'],
        private: true,
      },
      {
        key: 'scrum',
        type: 'book',
        title: 'Scrum na prática: o guia do time ágil',
        description: 'Resumo comentado dos papéis, eventos e artefatos do Scrum, com exemplos de times de produto.',
        link: 'https://scrumguides.org/',
        duration: 4,
        durationUnit: 'hrs',
        level: 'basic',
        skills: ['Scrum'],
        public: true,
      },
      {
        key: 'ia',
        type: 'event',
        title: 'Webinar: IA generativa no trabalho',
        description: 'Encontro ao vivo sobre usos seguros de IA generativa em análise, atendimento e conteúdo.',
        link: 'https://www.acme.example/webinar-ia',
        duration: 2,
        durationUnit: 'hrs',
        level: 'interest',
        skills: ['Generative AI'],
        public: true,
      },
    ],
    lists: [
      {
        title: 'Trilha de Dados para Iniciantes',
        description: 'Do primeiro SELECT ao painel publicado: a sequência que recomendamos para quem começa em dados.',
        contents: ['sql', 'python', 'powerbi'],
        skills: ['Data analysis', 'SQL'],
      },
      {
        title: 'Primeira semana na Acme',
        description: 'O que ver nos seus primeiros dias com a gente.',
        contents: ['onboarding', 'feedback', 'scrum'],
        skills: ['Teamwork'],
        private: true,
      },
    ],
  },
  {
    workspaceId: DEMO_WORKSPACE_IDS.globex,
    authorId: DEMO_USERS.admin.id,
    contents: [
      {
        key: 'lgpd',
        type: 'course',
        title: 'LGPD para equipes de saúde',
        description: 'Como tratar dados de pacientes com segurança e dentro da lei.',
        link: 'https://www.gov.br/anpd/pt-br',
        duration: 6,
        durationUnit: 'hrs',
        level: 'basic',
        skills: ['Labor law'],
        public: true,
      },
      {
        key: 'atendimento',
        type: 'video',
        title: 'Acolhimento no atendimento ao paciente',
        description: 'Boas práticas de escuta e comunicação na recepção.',
        link: null,
        duration: 25,
        durationUnit: 'min',
        level: 'basic',
        skills: ['Customer service', 'Communication'],
      },
    ],
    lists: [
      {
        title: 'Integração Globex Saúde',
        description: 'Conteúdos obrigatórios para novos colaboradores.',
        contents: ['lgpd', 'atendimento'],
        skills: ['Customer service'],
      },
    ],
  },
  {
    workspaceId: () => personal(DEMO_USERS.individual.id),
    authorId: DEMO_USERS.individual.id,
    contents: [
      {
        key: 'ana-excel',
        type: 'article',
        title: 'Minhas fórmulas favoritas do Excel',
        description: 'PROCX, SOMASES e tabelas dinâmicas: anotações que uso toda semana.',
        link: 'https://support.microsoft.com/pt-br/excel',
        duration: 10,
        durationUnit: 'min',
        level: 'intermediate',
        skills: ['Advanced Excel'],
        profile: true,
      },
      {
        key: 'ana-ml',
        type: 'video',
        title: 'Introdução ao aprendizado de máquina',
        description: 'Aula gravada sobre regressão e classificação, com exemplos em Python.',
        link: 'https://scikit-learn.org/stable/getting_started.html',
        duration: 1,
        durationUnit: 'hrs',
        level: 'interest',
        skills: ['Machine learning', 'Python'],
        profile: true,
        public: true,
      },
      {
        key: 'ana-english',
        type: 'podcast',
        title: 'Business English for data people',
        description: 'Episódios curtos para praticar vocabulário de reuniões e apresentações.',
        link: null,
        duration: 20,
        durationUnit: 'min',
        level: 'intermediate',
        language: 'en',
        skills: ['English'],
      },
    ],
    lists: [
      {
        title: 'Meu plano de estudos 2026',
        description: 'O que quero aprender este ano, em ordem.',
        contents: ['ana-ml', 'ana-excel', 'ana-english'],
        skills: ['Machine learning'],
      },
    ],
  },
  {
    workspaceId: portalId('vagas-nordeste'),
    authorId: null,
    contents: [
      {
        key: 'vn-curriculo',
        type: 'article',
        title: 'Currículo que chama atenção em 5 passos',
        description: 'Como organizar experiências, destacar resultados e adaptar o currículo a cada vaga.',
        link: null,
        duration: 8,
        durationUnit: 'min',
        level: 'basic',
        skills: ['Communication'],
        public: true,
      },
      {
        key: 'vn-entrevista',
        type: 'video',
        title: 'Entrevista de emprego: perguntas mais comuns',
        description: 'Respostas comentadas para as perguntas que mais aparecem em processos seletivos.',
        link: null,
        duration: 30,
        durationUnit: 'min',
        level: 'basic',
        skills: ['Public speaking'],
        public: true,
      },
      {
        key: 'vn-excel',
        type: 'course',
        title: 'Excel essencial para o primeiro emprego',
        description: 'Fórmulas básicas, formatação e gráficos para o dia a dia administrativo.',
        link: null,
        duration: 8,
        durationUnit: 'hrs',
        level: 'basic',
        skills: ['Advanced Excel'],
      },
    ],
    lists: [
      {
        title: 'Prepare-se para as vagas do Nordeste',
        description: 'Trilha para quem está em busca de recolocação na região.',
        contents: ['vn-curriculo', 'vn-entrevista', 'vn-excel'],
        skills: ['Communication'],
      },
    ],
  },
  {
    workspaceId: portalId('carreira-tech'),
    authorId: null,
    contents: [
      {
        key: 'ct-git',
        type: 'course',
        title: 'Git e GitHub para iniciantes',
        description: 'Commits, branches e pull requests explicados com um projeto real.',
        link: 'https://git-scm.com/book/pt-br/v2',
        duration: 5,
        durationUnit: 'hrs',
        level: 'basic',
        skills: ['Git'],
        public: true,
      },
      {
        key: 'ct-react',
        type: 'video',
        title: 'React em 1 hora: componentes e estado',
        description: 'Uma introdução objetiva para quem já conhece JavaScript.',
        link: 'https://react.dev/learn',
        duration: 1,
        durationUnit: 'hrs',
        level: 'intermediate',
        skills: ['React', 'JavaScript'],
        public: true,
      },
      {
        key: 'ct-ts',
        type: 'article',
        title: 'Por que TypeScript ajuda times grandes',
        description: 'Tipos como documentação viva e menos erros em produção.',
        link: 'https://www.typescriptlang.org/pt/docs/',
        duration: 12,
        durationUnit: 'min',
        level: 'intermediate',
        skills: ['TypeScript'],
      },
    ],
    lists: [
      {
        title: 'Trilha Front-end',
        description: 'Do versionamento ao primeiro componente React tipado.',
        contents: ['ct-git', 'ct-react', 'ct-ts'],
        skills: ['React', 'TypeScript'],
      },
    ],
  },
  {
    workspaceId: portalId('primeiro-emprego'),
    authorId: null,
    contents: [
      {
        key: 'pe-comportamento',
        type: 'video',
        title: 'Comportamento no ambiente de trabalho',
        description: 'Pontualidade, comunicação e trabalho em equipe no primeiro emprego.',
        link: null,
        duration: 20,
        durationUnit: 'min',
        level: 'basic',
        skills: ['Teamwork'],
        public: true,
      },
      {
        key: 'pe-financas',
        type: 'article',
        title: 'Seu primeiro salário: como organizar as finanças',
        description: 'Orçamento simples, reserva de emergência e cuidados com crédito.',
        link: null,
        duration: 10,
        durationUnit: 'min',
        level: 'basic',
        skills: ['Problem solving'],
      },
    ],
    lists: [
      {
        title: 'Começando bem no primeiro emprego',
        description: 'Dicas práticas para os primeiros meses.',
        contents: ['pe-comportamento', 'pe-financas'],
        skills: ['Teamwork'],
      },
    ],
  },
  {
    workspaceId: portalId('agrotalentos'),
    authorId: null,
    contents: [
      {
        key: 'agro-precisao',
        type: 'video',
        title: 'Agricultura de precisão na prática',
        description: 'Mapas de produtividade, GPS e taxa variável: como a tecnologia muda o dia a dia da lavoura.',
        link: null,
        duration: 35,
        durationUnit: 'min',
        level: 'intermediate',
        skills: ['Data analysis'],
        public: true,
      },
      {
        key: 'agro-seguranca',
        type: 'article',
        title: 'Segurança no trabalho rural: NR-31 sem complicação',
        description: 'Equipamentos de proteção, máquinas agrícolas e defensivos: o que a norma pede e por quê.',
        link: null,
        duration: 12,
        durationUnit: 'min',
        level: 'basic',
        skills: ['Problem solving'],
        public: true,
      },
      {
        key: 'agro-gestao',
        type: 'course',
        title: 'Gestão da propriedade rural',
        description: 'Custos de produção, fluxo de caixa da safra e liderança de equipes no campo.',
        link: null,
        duration: 6,
        durationUnit: 'hrs',
        level: 'basic',
        skills: ['Leadership'],
      },
    ],
    lists: [
      {
        title: 'Carreira no agronegócio',
        description: 'Do campo à gestão: o básico para quem quer crescer no agro.',
        contents: ['agro-seguranca', 'agro-precisao', 'agro-gestao'],
        skills: ['Leadership'],
      },
    ],
  },
];

/** Progress and favourites so the demo accounts' tabs are not empty. */
const PROGRESS: [userId: string, key: string, state: Interaction, favorite?: boolean][] = [
  [DEMO_USERS.individual.id, 'ct-git', 'conclusion', true],
  [DEMO_USERS.individual.id, 'ct-react', 'in_progress'],
  [DEMO_USERS.individual.id, 'vn-curriculo', 'conclusion'],
  [DEMO_USERS.individual.id, 'vn-entrevista', 'in_progress', true],
  [DEMO_USERS.individual.id, 'sql', 'in_progress', true],
  [DEMO_USERS.individual.id, 'ana-ml', 'access'],
  [DEMO_USERS.member.id, 'sql', 'conclusion', true],
  [DEMO_USERS.member.id, 'python', 'in_progress'],
  [DEMO_USERS.member.id, 'onboarding', 'in_progress'],
  [DEMO_USERS.member.id, 'pe-comportamento', 'in_progress', true],
  [DEMO_USERS.owner.id, 'scrum', 'conclusion', true],
  [DEMO_USERS.owner.id, 'powerbi', 'in_progress'],
  [DEMO_USERS.admin.id, 'feedback', 'conclusion', true],
  [DEMO_USERS.admin.id, 'lgpd', 'in_progress'],
  [DEMO_USERS.creator.id, 'powerbi', 'conclusion'],
  [DEMO_USERS.creator.id, 'agro-precisao', 'in_progress', true],
  [DEMO_USERS.creator.id, 'agro-seguranca', 'conclusion'],
];

const FAVORITE_LISTS: [userId: string, title: string][] = [
  [DEMO_USERS.individual.id, 'Trilha Front-end'],
  [DEMO_USERS.individual.id, 'Prepare-se para as vagas do Nordeste'],
  [DEMO_USERS.member.id, 'Começando bem no primeiro emprego'],
];

/** Contents, pathways, progress and favourites in the demo workspaces (runs after workspaces and the catalogue). */
export async function seedDemoContents(deps: Deps): Promise<void> {
  const db = deps.db;
  const personal = async (userId: string) => {
    const result = await db.execute<{ id: string }>(
      sql`select w.id from workspaces w join workspace_members m on m.workspace_id = w.id where m.user_id = ${userId}::uuid and w.type = 'individual' limit 1`,
    );
    const id = result.rows[0]?.id;
    if (!id) throw new Error(`demo user ${userId} has no personal workspace`);
    return id;
  };
  const spaces = SPACES(personal);
  const titles = [...new Set(spaces.flatMap((space) => [...space.contents, ...space.lists].flatMap((item) => item.skills)))];
  const skillIds = await skillIdsByCode(db, titles.map(skillKey));
  const skillsOf = (names: string[]) =>
    names.map((name) => {
      const id = skillIds.get(skillKey(name));
      if (!id) throw new Error(`demo skill ${name} is not in the catalogue`);
      return id;
    });
  const contentIds = new Map<string, string>();
  const listIds = new Map<string, string>();
  // newest first on screen: older items get earlier dates, a day apart
  let age = 60;
  const start = deps.clock.now().getTime();
  await db.transaction(async (tx) => {
    for (const space of spaces) {
      const workspaceId = typeof space.workspaceId === 'string' ? space.workspaceId : await space.workspaceId();
      for (const item of space.contents) {
        const at = new Date(start - age-- * DAY);
        const id = await insertContent(tx, {
          workspaceId,
          authorId: space.authorId,
          type: item.type,
          title: item.title,
          description: item.description,
          link: item.link,
          language: item.language ?? 'pt-BR',
          duration: item.duration,
          durationUnit: item.durationUnit,
          level: item.level,
          coverUrl: null,
          isPrivate: item.private ?? false,
          isPublic: item.public ?? false,
          publishToProfile: item.profile ?? false,
          searchText: searchTextOf(item.title, item.description),
          createdAt: at,
          updatedAt: at,
        });
        contentIds.set(item.key, id);
        await replaceContentSkills(tx, id, skillsOf(item.skills));
      }
      for (const list of space.lists) {
        const at = new Date(start - age-- * DAY);
        const id = await insertList(tx, {
          workspaceId,
          authorId: space.authorId,
          title: list.title,
          description: list.description,
          coverUrl: null,
          isPrivate: list.private ?? false,
          searchText: searchTextOf(list.title, list.description),
          createdAt: at,
          updatedAt: at,
        });
        listIds.set(list.title, id);
        await replaceListSkills(tx, id, skillsOf(list.skills));
        for (const key of list.contents) await appendToLists(tx, contentIds.get(key) ?? '', [id]);
      }
    }
    const now = deps.clock.now();
    for (const [userId, key, state, favorite] of PROGRESS) {
      const contentId = contentIds.get(key) ?? '';
      await setInteraction(tx, userId, contentId, state, now);
      await refreshListStates(tx, userId, contentId, now);
      if (favorite) await toggleContentFavorite(tx, userId, contentId, now);
    }
    // Ana and Elisa keep pathways of the portals they belong to among their favourites
    for (const [userId, title] of FAVORITE_LISTS) await toggleListFavoriteRow(tx, userId, listIds.get(title) ?? '', now);
  });
}
