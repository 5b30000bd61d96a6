import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { HiringReport, ReportQuery } from '@trilha/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../lib/i18n/i18n.ts';
import '../../../lib/ui/test-utils.tsx';
import { HiringSection } from './hiring-section.tsx';

const asked: ReportQuery[] = [];
const exported: ReportQuery[] = [];
let answer: (query: ReportQuery) => HiringReport;
vi.mock('../../../lib/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: async (endpoint: { path: string }, options: { query: ReportQuery }) => {
    if (endpoint.path !== '/v1/-/reports/hiring') throw new Error(`unexpected ${endpoint.path}`);
    asked.push(options.query);
    return answer(options.query);
  },
}));
vi.mock('../../../lib/api/files.ts', () => ({
  apiFile: async (endpoint: { path: string }, options: { query: ReportQuery }) => {
    expect(endpoint.path).toBe('/v1/-/reports/hiring.csv');
    exported.push(options.query);
    return { blob: new Blob(['x']), name: 'contratacoes-acme.csv' };
  },
}));
vi.mock('../../../lib/files/save-file.ts', () => ({ saveFile: () => {} }));

const report: HiringReport = {
  period: { from: '2025-04-01', to: '2026-03-10' },
  funnel: [
    { stage: 'new', reached: 400, conversion: 1 },
    { stage: 'screening', reached: 300, conversion: 0.75 },
    { stage: 'interview', reached: 120, conversion: 0.4 },
    { stage: 'offer', reached: 40, conversion: 0.333 },
    { stage: 'hired', reached: 36, conversion: 0.9 },
  ],
  timeToHireDays: { median: 30.5, p75: 42 },
  timeToHireTrend: [
    { month: '2026-01', median: 28 },
    { month: '2026-02', median: null },
  ],
  timeInStageDays: [
    { stage: 'new', median: 6.5 },
    { stage: 'screening', median: 7 },
    { stage: 'interview', median: 8 },
    { stage: 'offer', median: null },
  ],
  sources: [
    { source: 'search', applications: 200, hires: 20 },
    { source: 'linkedin', applications: 120, hires: 10 },
    { source: 'job_alert', applications: 80, hires: 6 },
  ],
  stepDropOff: [
    { step: 'profile', started: 410, finished: 400 },
    { step: 'questions', started: 400, finished: 390 },
  ],
  positions: [
    { positionId: '40000000-0000-4000-8000-000000000001', title: 'Analista de Dados Pleno', applications: 150 },
    { positionId: '40000000-0000-4000-8000-000000000002', title: 'Desenvolvedor(a) Front-end React', applications: 250 },
  ],
  allPositions: true,
};
const nothing: HiringReport = {
  ...report,
  funnel: report.funnel.map((row) => ({ ...row, reached: 0, conversion: row.stage === 'new' ? 1 : 0 })),
  timeToHireDays: { median: null, p75: null },
  sources: [],
  stepDropOff: [],
};

beforeAll(async () => {
  if (!i18next.isInitialized) await initI18n();
  await i18next.loadNamespaces(['reports']);
});
beforeEach(() => {
  asked.length = 0;
  exported.length = 0;
  answer = () => report;
});

function renderSection(url = '/c/acme/reports') {
  const router = createMemoryRouter(
    [{ path: '/c/acme/reports', element: <HiringSection company="acme" period={{ from: '2025-04-01' }} /> }],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('the reports screen’s hiring part', () => {
  it('loads, then draws the funnel, times, sources and steps in pt-BR', async () => {
    renderSection();
    expect(screen.getByRole('status').textContent).toContain('Carregando as contratações');
    const funnel = await screen.findByRole('region', { name: 'Funil de contratação' });
    const stages = within(funnel).getAllByRole('listitem');
    expect(stages.map((stage) => stage.textContent)).toEqual([
      'Nova400 candidaturas',
      'Triagem300 candidaturas · 75% da etapa anterior',
      'Entrevista120 candidaturas · 40% da etapa anterior',
      'Proposta40 candidaturas · 33,3% da etapa anterior',
      'Contratado36 candidaturas · 90% da etapa anterior',
    ]);
    // the headline numbers: hires, median and 75th percentile of days, hires of every application
    expect(screen.getByText('Mediana até a contratação (dias)').nextSibling?.textContent).toBe('30,5');
    expect(screen.getByText('75% contratados em até (dias)').nextSibling?.textContent).toBe('42');
    expect(screen.getByText('Das candidaturas à contratação').nextSibling?.textContent).toBe('9%');
    for (const chart of ['Tempo até a contratação por mês', 'Tempo em cada etapa', 'Etapas da candidatura'])
      expect(screen.getByRole('region', { name: chart })).toBeTruthy();

    // the sources as a table: known ones in words, a link's own origin as it came
    const sources = screen.getByRole('region', { name: 'Origem das candidaturas' });
    fireEvent.click(within(sources).getByRole('button', { name: 'Ver tabela' }));
    const rows = within(within(sources).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'OrigemCandidaturasContratações',
      'Busca de vagas20020',
      'linkedin12010',
      'Alerta de vagas806',
    ]);
    expect(asked).toEqual([{ from: '2025-04-01' }]);
  });

  it('filters by one position, kept in the address, and exports the CSV of what is shown', async () => {
    const router = renderSection();
    await screen.findByRole('region', { name: 'Funil de contratação' });
    fireEvent.click(screen.getByRole('combobox', { name: 'Vaga' }));
    // Mantine's dropdown keeps its transition's styles in jsdom, so its options count as hidden there
    fireEvent.click(await screen.findByRole('option', { name: 'Analista de Dados Pleno (150 candidaturas)', hidden: true }));
    await vi.waitFor(() => expect(asked.at(-1)).toEqual({ from: '2025-04-01', positionId: '40000000-0000-4000-8000-000000000001' }));
    expect(router.state.location.search).toBe('?positionId=40000000-0000-4000-8000-000000000001');
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV de contratações' }));
    await vi.waitFor(() => expect(exported).toEqual([{ from: '2025-04-01', positionId: '40000000-0000-4000-8000-000000000001' }]));
  });

  it('says when the period has nothing to analyse, and that a linked recruiter sees only their positions', async () => {
    answer = () => ({ ...nothing, allPositions: false });
    renderSection('/c/acme/reports?positionId=40000000-0000-4000-8000-000000000002');
    expect(await screen.findByText('Nenhuma candidatura para analisar neste período')).toBeTruthy();
    expect(screen.getByText(/Você vê só as vagas às quais está vinculado/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Funil de contratação' })).toBeNull();
    expect(asked).toEqual([{ from: '2025-04-01', positionId: '40000000-0000-4000-8000-000000000002' }]);
  });
});
