import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import type { Quiz, QuizAttemptResult } from '@trilha/contract';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n.ts';
import { renderUi } from '../../../lib/ui/test-utils.tsx';
import { QuizPanel } from './quiz-panel.tsx';

const quiz: Quiz = {
  contentId: 'c1',
  passingScore: 75,
  questions: [
    { text: 'Qual comando lê linhas?', kind: 'single_choice', options: ['INSERT', 'SELECT'] },
    { text: 'Quais são agregações?', kind: 'multiple_choice', options: ['COUNT', 'UPPER', 'SUM'] },
  ],
  canManage: false,
  attemptsPerDay: 5,
  attemptsLeft: 5,
  verified: false,
  bestScore: null,
};
let verdict: QuizAttemptResult;
const attempts: unknown[] = [];
vi.mock('../../../lib/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: async (endpoint: { method: string }, options: { body?: unknown } = {}) => {
    if (endpoint.method === 'GET') return quiz;
    attempts.push(options.body);
    return verdict;
  },
}));

beforeAll(async () => {
  await renderUi(<span />);
  await i18next.loadNamespaces(['quizzes']);
});
beforeEach(() => {
  attempts.length = 0;
});

const renderPanel = (onAttempt = vi.fn()) =>
  renderUi(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <QuizPanel contentId="c1" canManage={false} onAttempt={onAttempt} />
    </QueryClientProvider>,
  );

describe('the quiz panel', () => {
  it('asks every question to be answered, then tells a failed learner how many points were missing', async () => {
    verdict = { score: 50, passed: false, passingScore: 75, attemptsLeft: 4, verified: false };
    const onAttempt = vi.fn();
    await renderPanel(onAttempt);
    fireEvent.click(await screen.findByRole('button', { name: 'Fazer questionário' }));
    fireEvent.click(screen.getByRole('radio', { name: 'SELECT' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByText('Responda esta pergunta')).toBeTruthy();
    expect(attempts).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'COUNT' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'SUM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByText('Não aprovado: faltaram 25 pontos')).toBeTruthy();
    expect(attempts).toEqual([{ answers: [[1], [0, 2]] }]);
    expect(onAttempt).toHaveBeenCalledWith(verdict);
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('says "Aprovado" with the score when the attempt passes', async () => {
    verdict = { score: 100, passed: true, passingScore: 75, attemptsLeft: 3, verified: true };
    await renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Fazer questionário' }));
    fireEvent.click(screen.getByRole('radio', { name: 'SELECT' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'COUNT' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByText('Aprovado')).toBeTruthy();
    expect(screen.getByText('Sua nota: 100%.')).toBeTruthy();
  });
});
