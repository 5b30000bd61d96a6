import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { RecruiterPositionItem, SessionUser, WorkspaceSummary } from '@trilha/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../lib/i18n/i18n.ts';
import { ROUTE_IDS } from '../../../lib/routing/route-ids.ts';
import '../../../lib/ui/test-utils.tsx';
import PositionFormPage from './position-form-page.tsx';
import RecruitmentPositionsPage from './positions-page.tsx';

let positions: RecruiterPositionItem[] = [];
vi.mock('../../../lib/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: async (endpoint: { path: string }, options: { query?: { status?: string } } = {}) => {
    if (endpoint.path === '/v1/-/positions') {
      const items = positions.filter((item) => item.status === (options.query?.status ?? 'active'));
      return { items, page: 1, limit: 10, total: items.length };
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

const position = (overrides: Partial<RecruiterPositionItem>): RecruiterPositionItem => ({
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
  ...overrides,
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
  await i18next.loadNamespaces(['jobs', 'skills', 'contents']);
});

describe('the recruitment positions screen', () => {
  it('an evaluator sees the positions they are linked to, and nothing to create, publish or pause', async () => {
    positions = [position({ title: 'Vaga da avaliadora' })];
    renderAt('/c/acme/recruitment', workspace('evaluator'));
    const card = (await screen.findByText('Vaga da avaliadora')).closest('article') as HTMLElement;
    expect(screen.getByText('As vagas a que você está vinculado(a).')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Nova vaga' })).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Situação das vagas' });
    expect(within(tabs).queryByRole('link', { name: 'Rascunhos' })).toBeNull();
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
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
    const waiting = (await screen.findByText('Vaga aguardando')).closest('article') as HTMLElement;
    expect(screen.getAllByRole('link', { name: 'Nova vaga' }).length).toBeGreaterThan(0);
    expect(within(waiting).getByText('Aguardando aprovação')).toBeTruthy();
    // waiting: nothing to publish again, and not theirs to approve
    expect(within(waiting).queryAllByRole('button')).toHaveLength(0);
    const sentBack = screen.getByText('Vaga devolvida').closest('article') as HTMLElement;
    expect(within(sentBack).getByText('Devolvida para ajustes')).toBeTruthy();
    expect(within(sentBack).getByText('Devolvida para ajustes: Falta a faixa salarial')).toBeTruthy();
    expect(within(sentBack).getByRole('button', { name: 'Publicar a vaga Vaga devolvida' })).toBeTruthy();
  });

  it('the new position form tells an evaluator they may not create one', async () => {
    renderAt('/c/acme/recruitment/positions/new', workspace('evaluator'));
    expect(await screen.findByText('Você não tem permissão para criar vagas nesta empresa.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar rascunho' })).toBeNull();
  });
});
