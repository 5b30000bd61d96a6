import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser, WorklistPosition, WorkspaceSummary } from '@trilha/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../lib/i18n/i18n.ts';
import { ROUTE_IDS } from '../../../lib/routing/route-ids.ts';
import '../../../lib/ui/test-utils.tsx';
import PositionFormPage from './position-form-page.tsx';
import RecruitmentPositionsPage from './positions-page.tsx';

let positions: WorklistPosition[] = [];
const asked: Record<string, unknown>[] = [];
vi.mock('../../../lib/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: async (endpoint: { path: string }, options: { query?: { status?: string; query?: string } } = {}) => {
    if (endpoint.path === '/v1/-/positions') {
      asked.push(options.query ?? {});
      const text = options.query?.query?.toLowerCase() ?? '';
      const items = positions.filter(
        (item) => item.status === (options.query?.status ?? 'active') && item.title.toLowerCase().includes(text),
      );
      const facets = { cities: [{ id: 3550308, name: 'São Paulo - SP' }], recruiters: [{ id: 'u7', name: 'Bruno Castro' }] };
      return { items, page: 1, limit: 20, total: items.length, facets };
    }
    return { items: [] };
  },
}));

const workspace = (recruitmentRole: 'manager' | 'evaluator'): WorkspaceSummary => ({
  id: 'w1',
  name: 'Acme Tecnologia',
  type: 'business',
  subdomain: 'acme',
  role: 'member',
  userRole: 'user',
  recruitmentRole,
  imageUrl: null,
  coverImageUrl: null,
  isCompleted: true,
  language: 'pt-BR',
  languages: ['pt-BR'],
  region: 'BRA',
  status: 'regular',
  paymentExemption: false,
  allowSupport: false,
  customStyle: null,
  userTosAcceptedAt: '2026-01-01T00:00:00.000Z',
  deletionRequest: null,
  archived: false,
  homepageBannerLink: null,
  ownerEmailConfirmed: true,
});

const userIn = (company: WorkspaceSummary): SessionUser => ({
  userId: 'u1',
  name: 'Teste',
  lastName: 'Recrutamento',
  email: 'teste@acme.dev',
  avatarUrl: null,
  language: 'pt-BR',
  locale: 'pt-BR',
  region: 'BRA',
  isSupport: false,
  status: 'active',
  deletionRequestedAt: null,
  tosAcceptedAt: '2026-01-01T00:00:00.000Z',
  pendingInitialSettings: [],
  wizard: { active: false, completed: true, theme: null },
  companies: [company],
  lastWorkspaceId: company.id,
  phone: null,
  countryCode: null,
});

const position = (overrides: Partial<WorklistPosition>): WorklistPosition => ({
  id: 'p1',
  code: null,
  title: 'Analista de Dados',
  company: { id: 'w1', name: 'Acme Tecnologia', subdomain: 'acme', avatarUrl: null },
  category: { id: 1, name: 'Tecnologia', icon: 'device-laptop' },
  contractType: 'FULL_TIME',
  workload: null,
  salary: { type: 'unspecified', text: null, min: null, max: null, period: null, currency: 'BRL' },
  remote: true,
  pcdOnly: false,
  location: { cityId: null, city: null, state: null, country: 'BR' },
  status: 'active',
  publishedAt: null,
  favorite: false,
  approvalStatus: 'approved',
  approvalNote: null,
  department: null,
  updatedAt: '2026-11-20T12:00:00.000Z',
  canManage: false,
  canApprove: false,
  stageCounts: { new: 0, screening: 0, interview: 0, offer: 0, hired: 0, rejected: 0 },
  overdue: 0,
  recruiters: [],
  ...overrides,
});

/** A screen as wide as a desktop: every media query for a minimum width matches. */
function wideScreen() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('min-width') });
  return () => {
    window.matchMedia = original;
  };
}
let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
  asked.length = 0;
});

/** The screen inside the session and company routes whose loader data it reads. */
function renderAt(path: string, company: WorkspaceSummary) {
  const router = createMemoryRouter(
    [
      {
        id: ROUTE_IDS.session,
        loader: () => userIn(company),
        HydrateFallback: () => null,
        children: [
          {
            id: ROUTE_IDS.business,
            path: 'c/:companyDomain',
            loader: () => company,
            children: [
              { path: 'recruitment', element: <RecruitmentPositionsPage /> },
              { path: 'recruitment/positions/new', element: <PositionFormPage /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  if (!i18next.isInitialized) await initI18n();
  await i18next.loadNamespaces(['positions', 'skills', 'contents', 'hiring']);
});

describe('the recruitment positions screen', () => {
  it('an evaluator sees the positions they are linked to, and nothing to create, publish or pause', async () => {
    positions = [position({ title: 'Vaga da avaliadora' })];
    renderAt('/c/acme/recruitment', workspace('evaluator'));
    const card = (await screen.findByRole('link', { name: 'Vaga da avaliadora' }, { timeout: 5000 })).closest('article') as HTMLElement;
    expect(screen.getByText('As vagas a que você está vinculado(a).')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Nova vaga' })).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Situação das vagas' });
    expect(within(tabs).queryByRole('link', { name: 'Rascunhos' })).toBeNull();
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
    // a phone's worklist is dense too: the position's place and contract, no cover drawing
    expect(card.querySelector('[data-generated-cover]')).toBeNull();
  });

  it('a manager creates positions, sees drafts, and each draft says where it stands in the approval', async () => {
    positions = [
      position({ id: 'p2', title: 'Vaga aguardando', status: 'draft', approvalStatus: 'pending', canManage: true }),
      position({
        id: 'p3',
        title: 'Vaga devolvida',
        status: 'draft',
        approvalStatus: 'rejected',
        approvalNote: 'Falta a faixa salarial',
        canManage: true,
      }),
    ];
    renderAt('/c/acme/recruitment?status=draft', workspace('manager'));
    const waiting = (await screen.findByRole('link', { name: 'Vaga aguardando' }, { timeout: 5000 })).closest('article') as HTMLElement;
    expect(screen.getAllByRole('link', { name: 'Nova vaga' }).length).toBeGreaterThan(0);
    expect(within(waiting).getByText('Aguardando aprovação')).toBeTruthy();
    // waiting: nothing to publish again, and not theirs to approve
    expect(within(waiting).queryAllByRole('button')).toHaveLength(0);
    const sentBack = screen.getByRole('link', { name: 'Vaga devolvida' }).closest('article') as HTMLElement;
    expect(within(sentBack).getByText('Devolvida para ajustes')).toBeTruthy();
    expect(within(sentBack).getByText('Devolvida para ajustes: Falta a faixa salarial')).toBeTruthy();
    expect(within(sentBack).getByRole('button', { name: 'Publicar a vaga Vaga devolvida' })).toBeTruthy();
  });

  it('on a wide screen, a dense row per position with its candidates per stage and overdue answers; the search goes to the address', async () => {
    restore = wideScreen();
    positions = [
      position({
        id: 'p4',
        title: 'Analista de Dados Pleno',
        code: 'DAD-07',
        stageCounts: { new: 2, screening: 3, interview: 1, offer: 1, hired: 1, rejected: 1 },
        overdue: 1,
        recruiters: [{ id: 'u7', name: 'Bruno Castro' }],
      }),
      position({ id: 'p5', title: 'Vendedor(a) Interno' }),
    ];
    const { container } = renderAt('/c/acme/recruitment?status=active&sort=title', workspace('manager'));
    const table = await screen.findByRole('table', { name: 'Ativas' }, { timeout: 5000 });
    const row = (await within(table).findByText('Analista de Dados Pleno')).closest('tr') as HTMLElement;
    expect(within(row).getByText(/^DAD-07/)).toBeTruthy();
    expect(within(row).getByText('Atrasada')).toBeTruthy();
    expect(within(row).getByLabelText('1 resposta atrasada')).toBeTruthy();
    expect(within(row).getByText('Bruno Castro')).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(3, 8),
    ).toEqual(['2', '3', '1', '1', '1']);
    expect(within(row).getByRole('link', { name: 'Ver os candidatos da vaga Analista de Dados Pleno' })).toBeTruthy();
    expect(asked[0]).toMatchObject({ status: 'active', sort: 'title', query: '' });

    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar por título ou código' }), { target: { value: 'dados' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(within(table).queryByText('Vendedor(a) Interno')).toBeNull());
    expect(asked.at(-1)).toMatchObject({ status: 'active', sort: 'title', query: 'dados', page: 1 });
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeTruthy();
    expect(container.querySelector('article')).toBeNull();

    // the column headings sort too: "Vaga" is the A-Z order the address asked for; "Publicada em" takes the newest first
    const byTitle = screen.getByRole('columnheader', { name: 'Vaga' });
    expect(byTitle.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Publicada em' })).getByRole('button'));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ sort: 'published', query: 'dados', page: 1 }));
    expect(screen.getByRole('columnheader', { name: 'Publicada em' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Vaga' }).getAttribute('aria-sort')).toBeNull();
  });

  it('the new position form tells an evaluator they may not create one', async () => {
    renderAt('/c/acme/recruitment/positions/new', workspace('evaluator'));
    expect(await screen.findByText('Você não tem permissão para criar vagas nesta empresa.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar rascunho' })).toBeNull();
  });
});
