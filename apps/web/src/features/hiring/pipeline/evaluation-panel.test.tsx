import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ApplicationEvaluations, SessionUser, WorkspaceSummary } from '@trilha/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../lib/i18n/i18n.ts';
import { ROUTE_IDS } from '../../../lib/routing/route-ids.ts';
import '../../../lib/ui/test-utils.tsx';
import { EvaluationPanel } from './evaluation-panel.tsx';

let evaluations: ApplicationEvaluations;
const saved: unknown[] = [];

vi.mock('../../../lib/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: async (endpoint: { method: string; path: string }, options: { body?: unknown } = {}) => {
    if (endpoint.method === 'PUT') {
      saved.push(options.body);
      const body = options.body as { recommendation: 'yes'; note: string | null; scores: { criterion: string; score: number }[] };
      const mine = {
        evaluatorId: 'u1',
        evaluatorName: 'Diego Rocha',
        ...body,
        average: 4,
        mine: true,
        updatedAt: '2026-11-26T12:00:00.000Z',
      };
      evaluations = { ...evaluations, summary: { average: 4, count: 2 }, items: [mine, ...evaluations.items] };
    }
    return evaluations;
  },
}));

const company = { id: 'w1', name: 'Acme Tecnologia', type: 'business', subdomain: 'acme', role: 'member', recruitmentRole: 'evaluator' };
const user = { userId: 'u1', name: 'Diego', companies: [company], lastWorkspaceId: 'w1' };

function renderPanel() {
  const router = createMemoryRouter(
    [
      {
        id: ROUTE_IDS.session,
        loader: () => user as unknown as SessionUser,
        HydrateFallback: () => null,
        children: [
          {
            id: ROUTE_IDS.business,
            path: 'c/:companyDomain',
            loader: () => company as unknown as WorkspaceSummary,
            children: [{ path: 'x', element: <EvaluationPanel applicationId="a1" /> }],
          },
        ],
      },
    ],
    { initialEntries: ['/c/acme/x'] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
  }
  if (!i18next.isInitialized) await initI18n();
  await i18next.loadNamespaces(['hiring']);
});

describe('the scorecard panel', () => {
  it('scores the position’s criteria, sends only what was scored, and shows the team’s scorecards', async () => {
    evaluations = {
      criteria: ['SQL', 'Comunicação'],
      summary: { average: 4, count: 1 },
      items: [
        {
          evaluatorId: 'u2',
          evaluatorName: 'Bruno Lima',
          recommendation: 'strong_yes',
          note: 'Ótimo case',
          scores: [{ criterion: 'SQL', score: 4 }],
          average: 4,
          mine: false,
          updatedAt: '2026-11-25T12:00:00.000Z',
        },
      ],
    };
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Avaliações' });
    expect(await within(panel).findByText('Média 4 de 5 · 1 avaliação')).toBeTruthy();
    expect(within(panel).getByText('Bruno Lima · Contratar com certeza')).toBeTruthy();
    expect(within(panel).getByText('SQL: 4/5')).toBeTruthy();
    expect(within(panel).getByText('Ótimo case')).toBeTruthy();

    // without a recommendation nothing is sent
    fireEvent.click(within(panel).getByRole('button', { name: 'Salvar avaliação' }));
    expect(saved).toEqual([]);
    fireEvent.click(within(panel).getByRole('radio', { name: 'Contratar' }));
    fireEvent.change(within(panel).getByRole('textbox', { name: /Nota privada/ }), { target: { value: 'Boa conversa' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Salvar avaliação' }));
    expect(await screen.findByText('Média 4 de 5 · 2 avaliações')).toBeTruthy();
    expect(saved).toEqual([{ recommendation: 'yes', note: 'Boa conversa', scores: [] }]);
  });
});
