import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { PositionItem, PositionSuggestions, WorkspaceSummary } from '@trilha/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../lib/ui/test-utils.tsx';
import { HomePositions } from './home-positions.tsx';

const position = (id: string, title: string): PositionItem => ({
  id,
  code: null,
  title,
  company: { id: 'w1', name: 'Acme Tecnologia', subdomain: 'acme', avatarUrl: null },
  category: { id: 1, name: 'Tecnologia', icon: 'device-laptop' },
  contractType: 'FULL_TIME',
  workload: null,
  salary: { type: 'unspecified', text: null, min: null, max: null, period: null, currency: 'BRL' },
  remote: true,
  pcdOnly: false,
  location: { cityId: null, city: null, state: null, country: 'BR' },
  status: 'active',
  publishedAt: '2026-11-20T12:00:00.000Z',
  favorite: false,
});

let answer: PositionSuggestions;
const asked: unknown[] = [];
vi.mock('../../../lib/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: async (_endpoint: unknown, options: { query?: unknown }) => {
    asked.push(options.query);
    return answer;
  },
}));

const workspace = (type: WorkspaceSummary['type']) =>
  ({ id: 'ws1', name: 'Vagas Nordeste', type, subdomain: 'vagas-nordeste' }) as WorkspaceSummary;
const show = (type: WorkspaceSummary['type'] = 'individual') =>
  renderUi(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HomePositions workspace={workspace(type)} />
    </QueryClientProvider>,
  );

describe('the home’s positions for the candidate', () => {
  it('shows each suggested position with its match, best first as the server ranked them', async () => {
    answer = {
      basis: 'profile',
      region: null,
      profiled: true,
      items: [
        { position: position('p1', 'Analista SQL'), match: { met: 2, total: 2, percent: 100 } },
        { position: position('p2', 'Cientista de Dados'), match: { met: 1, total: 3, percent: 33 } },
      ],
      gaps: [],
    };
    await show();
    expect(await screen.findByText('Escolhidas pelas suas habilidades e áreas de interesse, as mais compatíveis primeiro.')).toBeTruthy();
    const cards = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(cards).toEqual(['Analista SQL', 'Cientista de Dados']);
    expect(screen.getByText('100% compatível')).toBeTruthy();
    expect(screen.getByText('33% compatível')).toBeTruthy();
  });

  it('without a profile, says the positions are the newest of the region; a portal asks for its own', async () => {
    answer = { basis: 'region', region: 'PE', profiled: false, items: [{ position: position('p3', 'Atendente'), match: null }], gaps: [] };
    await show('aggregator');
    expect(await screen.findByText(/^As vagas mais recentes de PE\./)).toBeTruthy();
    expect(screen.queryByText(/compatível$/)).toBeNull();
    expect(asked.at(-1)).toMatchObject({ aggregator: 'ws1', limit: 6 });
  });

  it('with skills or areas that no open position fits, says so instead of asking for them', async () => {
    answer = { basis: 'region', region: 'PE', profiled: true, items: [{ position: position('p3', 'Atendente'), match: null }], gaps: [] };
    await show();
    expect(
      await screen.findByText(
        'Por enquanto, nenhuma vaga aberta combina com as suas áreas e habilidades. Estas são as mais recentes de PE.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Conte suas habilidades/)).toBeNull();
  });
});
