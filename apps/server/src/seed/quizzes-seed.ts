import { insertContent, searchTextOf } from '../modules/contents/index.ts';
import { upsertQuiz } from '../modules/quizzes/index.ts';
import { DAY } from '../platform/clock.ts';
import type { Deps } from '../platform/deps.ts';
import { DEMO_USERS } from './demo-users.ts';
import { DEMO_WORKSPACE_IDS } from './workspaces-seed.ts';

const TITLE = 'Questionário: fundamentos de SQL';
const DESCRIPTION = 'Cinco perguntas sobre SELECT, JOIN e agregações. Acerte ao menos 60% para concluir o conteúdo com verificação.';

/** Real questions on the demo SQL course, so anyone can take a quiz and see a verified conclusion. */
const QUESTIONS = [
  {
    text: 'Qual comando lê linhas de uma tabela?',
    kind: 'single_choice' as const,
    options: ['INSERT', 'SELECT', 'UPDATE', 'DELETE'],
    correct: [1],
  },
  {
    text: 'Qual cláusula filtra as linhas antes do agrupamento?',
    kind: 'single_choice' as const,
    options: ['WHERE', 'HAVING', 'ORDER BY', 'LIMIT'],
    correct: [0],
  },
  {
    text: 'Quais funções são de agregação?',
    kind: 'multiple_choice' as const,
    options: ['COUNT', 'SUM', 'UPPER', 'AVG'],
    correct: [0, 1, 3],
  },
  {
    text: 'Um LEFT JOIN mantém quais linhas?',
    kind: 'single_choice' as const,
    options: [
      'Só as que têm correspondência nas duas tabelas',
      'Todas as da tabela da esquerda, com ou sem correspondência',
      'Todas as da tabela da direita',
    ],
    correct: [1],
  },
  {
    text: 'Quais cláusulas podem ordenar ou limitar o resultado de uma consulta?',
    kind: 'multiple_choice' as const,
    options: ['ORDER BY', 'GROUP BY', 'LIMIT', 'JOIN'],
    correct: [0, 2],
  },
];

/** One public questionnaire of the demo company, written by its content creator, with a 60% passing score. */
export async function seedDemoQuizzes(deps: Deps): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const contentId = await insertContent(tx, {
      workspaceId: DEMO_WORKSPACE_IDS.acme,
      authorId: DEMO_USERS.creator.id,
      type: 'questionnaire',
      title: TITLE,
      description: DESCRIPTION,
      link: null,
      language: 'pt-BR',
      duration: 10,
      durationUnit: 'min',
      level: 'basic',
      coverUrl: null,
      isPrivate: false,
      isPublic: true,
      publishToProfile: false,
      searchText: searchTextOf(TITLE, DESCRIPTION),
      createdAt: new Date(now.getTime() - DAY),
      updatedAt: new Date(now.getTime() - DAY),
    });
    await upsertQuiz(tx, contentId, 60, QUESTIONS, now);
  });
}
