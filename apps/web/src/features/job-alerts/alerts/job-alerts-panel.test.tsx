import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import type { JobAlert } from '@trilha/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n.ts';
import { renderUi } from '../../../lib/ui/test-utils.tsx';
import { JobAlertsPanel } from './job-alerts-panel.tsx';

const alert: JobAlert = {
  id: 'a1',
  query: 'analista de dados',
  filters: {
    salary: 3000,
    allowUnspecified: false,
    categoryList: [],
    locationList: [3550308],
    locationStateList: ['SP'],
    typeWork: [],
    workTelecommute: true,
    showOnlyPositionsForDisabled: false,
    near: 3550308,
    radiusKm: 50,
    aggregator: null,
  },
  frequency: 'summary',
  cityNames: ['São Paulo (SP)'],
  nearName: 'São Paulo (SP)',
  createdAt: '2026-11-20T12:00:00.000Z',
  lastSentAt: null,
};

const calls: { method: string; path: string; body?: unknown }[] = [];
vi.mock('../../../lib/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: async (endpoint: { method: string; path: string }, options: { body?: unknown } = {}) => {
    calls.push({ method: endpoint.method, path: endpoint.path, body: options.body });
    if (endpoint.method === 'GET') return { items: [alert] };
    return { ...alert, ...(options.body as object) };
  },
}));

beforeAll(async () => {
  await renderUi(<span />);
  await i18next.loadNamespaces(['job-alerts']);
});

describe('the account’s job alerts', () => {
  it('lists each alert with its filters in words, and saves a changed rhythm with its filters as they were', async () => {
    await renderUi(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <JobAlertsPanel />
      </QueryClientProvider>,
    );
    const row = await screen.findByRole('listitem', { name: 'analista de dados' });
    for (const word of ['São Paulo (SP)', 'SP', 'Remoto', 'A partir de R$ 3.000', 'Até 50 km de São Paulo (SP)'])
      expect(within(row).getByText(word)).toBeTruthy();
    const save = within(row).getByRole('button', { name: 'Salvar alterações' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(row).getByLabelText('Quando avisar'), { target: { value: 'immediate' } });
    fireEvent.click(save);
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/v1/myself/job-alerts/:id',
      body: {
        query: 'analista de dados',
        frequency: 'immediate',
        filters: { locationList: [3550308], workTelecommute: true, salary: 3000 },
      },
    });
  });
});
