import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CandidateApplication, PipelineCandidate, PipelineStage, SessionUser, WorkspaceSummary } from '@trilha/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../lib/i18n/i18n.ts';
import { ROUTE_IDS } from '../../../lib/routing/route-ids.ts';
import '../../../lib/ui/test-utils.tsx';
import CandidatePage from './candidate-page.tsx';
import PipelinePage from './pipeline-page.tsx';

const candidate = (overrides: Partial<PipelineCandidate>): PipelineCandidate => ({
  applicationId: 'a1',
  userId: 'u9',
  name: 'Ana Souza',
  email: 'ana@example.com',
  avatarUrl: null,
  headline: 'Analista de dados',
  status: 'under_analysis',
  stage: 'new',
  step: 'none',
  answerBy: null,
  overdue: false,
  match: null,
  submittedAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  positionId: 'p1',
  positionTitle: 'Analista de Dados Pleno',
  internal: false,
  pcd: false,
  accommodation: false,
  evaluations: { average: null, count: 0 },
  screening: null,
  ...overrides,
});

let candidates: PipelineCandidate[] = [];
const SQL_SKILL = '5b6f3c1e-7a2d-4c1b-9e8f-0a1b2c3d4e5f';
let application: CandidateApplication;
const calls: { path: string; body?: unknown; query?: Record<string, unknown> }[] = [];

vi.mock('../../../lib/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: async (endpoint: { method: string; path: string }, options: { query?: { stage?: PipelineStage }; body?: unknown } = {}) => {
    calls.push({ path: `${endpoint.method} ${endpoint.path}`, body: options.body, query: options.query });
    if (endpoint.path === '/v1/-/positions/:id/candidates') {
      const stages = { new: 0, screening: 0, interview: 0, offer: 0, hired: 0, rejected: 0 };
      for (const item of candidates) stages[item.stage] += 1;
      const items = candidates.filter((item) => !options.query?.stage || item.stage === options.query.stage);
      const facets = { cities: [{ id: 3509502, name: 'Campinas - SP' }], skills: [{ id: SQL_SKILL, title: 'SQL' }] };
      return { items, page: 1, limit: 20, total: items.length, stages, unfinished: 2, facets };
    }
    if (endpoint.path === '/v1/-/positions/:id') return { id: 'p1', title: 'Analista de Dados Pleno' };
    if (endpoint.path === '/v1/-/applications/:id/stage') {
      const { stage, message } = options.body as { stage: PipelineStage; message: string | null };
      application = { ...application, stage, status: 'closed', closingMessage: message, canManage: false };
      return application;
    }
    if (endpoint.path === '/v1/-/applications/:id') return application;
    if (endpoint.path === '/v1/-/applications/:id/evaluations') return { criteria: [], summary: { average: null, count: 0 }, items: [] };
    if (endpoint.path === '/v1/-/applications/:id/messages')
      return {
        applicationId: application.applicationId,
        position: { id: 'p1', title: 'Analista de Dados Pleno' },
        company: { id: 'w1', name: 'Acme Tecnologia', subdomain: 'acme', avatarUrl: null },
        candidate: { id: application.userId, name: application.name, avatarUrl: null },
        messages: [],
        unread: 0,
      };
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
  name: 'Diego',
  lastName: 'Recrutador',
  email: 'diego@acme.dev',
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
              { path: 'recruitment/positions/:positionId/candidates', element: <PipelinePage /> },
              { path: 'recruitment/applications/:applicationId', element: <CandidatePage /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
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
  calls.length = 0;
});

beforeAll(async () => {
  // jsdom has no font loading, which Mantine's autosizing textarea listens to
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
  }
  if (!i18next.isInitialized) await initI18n();
  await i18next.loadNamespaces(['positions', 'hiring']);
});

describe('the pipeline board', () => {
  it('on a phone, the stages are tabs with their counts, and the chosen one lists its candidates', async () => {
    candidates = [
      candidate({ applicationId: 'a1', name: 'Ana Souza', stage: 'new' }),
      candidate({ applicationId: 'a2', name: 'Bruno Lima', stage: 'new' }),
      candidate({ applicationId: 'a3', name: 'Carla Dias', stage: 'screening' }),
    ];
    renderAt('/c/acme/recruitment/positions/p1/candidates', workspace('manager'));
    const tabs = await screen.findByRole('navigation', { name: 'Etapas do processo seletivo' });
    expect(within(tabs).getByRole('link', { name: 'Novos (2)' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Triagem (1)' }).getAttribute('href')).toBe(
      '/c/acme/recruitment/positions/p1/candidates?stage=screening',
    );
    expect(within(tabs).getByRole('link', { name: 'Reprovados (0)' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Abrir a candidatura de Ana Souza' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir a candidatura de Bruno Lima' }).getAttribute('href')).toBe(
      '/c/acme/recruitment/applications/a2',
    );
    expect(screen.queryByText('Carla Dias')).toBeNull();
    expect(screen.getByText('2 pessoas começaram a candidatura e ainda não terminaram.')).toBeTruthy();
    expect(await screen.findByText('Vaga: Analista de Dados Pleno')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Banco de candidatos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Convidar candidatos' })).toBeTruthy();
  });

  it('marks a candidate whose promised answer date has passed as late, and only them', async () => {
    candidates = [
      candidate({
        applicationId: 'a1',
        name: 'Ana Souza',
        answerBy: '2026-11-13',
        overdue: true,
        match: { met: 4, total: 5, percent: 80 },
      }),
      candidate({ applicationId: 'a2', name: 'Bruno Lima', answerBy: '2026-12-13', overdue: false }),
    ];
    renderAt('/c/acme/recruitment/positions/p1/candidates', workspace('manager'));
    const late = await screen.findByRole('link', { name: 'Abrir a candidatura de Ana Souza' });
    expect(within(late).getByText('Atrasada')).toBeTruthy();
    expect(within(late).getByText('Resposta até 13 de novembro de 2026')).toBeTruthy();
    expect(within(late).getByText('80% compatível (4 de 5 requisitos)')).toBeTruthy();
    const onTime = screen.getByRole('link', { name: 'Abrir a candidatura de Bruno Lima' });
    expect(within(onTime).queryByText('Atrasada')).toBeNull();
  });

  it('ranks and filters from the address: the sort, least fit, PcD, city and skills go to the API; a tab keeps them', async () => {
    candidates = [candidate({ stage: 'new', match: { met: 4, total: 5, percent: 80 }, pcd: true, accommodation: true })];
    calls.length = 0;
    renderAt(
      `/c/acme/recruitment/positions/p1/candidates?stage=new&sort=match&minMatch=70&pcd=true&city=3509502&skill=${SQL_SKILL}`,
      workspace('manager'),
    );
    expect(await screen.findByText('80% compatível (4 de 5 requisitos)')).toBeTruthy();
    const card = screen.getByRole('link', { name: 'Abrir a candidatura de Ana Souza' });
    expect(within(card).getByText('PcD')).toBeTruthy();
    expect(within(card).getByText('Pediu adaptação')).toBeTruthy();
    const staged = calls.find((call) => call.path.endsWith('/candidates') && call.query?.stage === 'new');
    expect(staged?.query).toMatchObject({ sort: 'match', minMatch: 70, pcd: true, city: 3509502, skill: [SQL_SKILL] });
    expect(screen.getByDisplayValue('Maior compatibilidade')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Etapas do processo seletivo' });
    expect(within(tabs).getByRole('link', { name: 'Triagem (0)' }).getAttribute('href')).toContain('sort=match');
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() =>
      expect(calls.some((call) => call.query?.stage === 'new' && call.query.minMatch === undefined && call.query.sort === 'match')).toBe(
        true,
      ),
    );
  });

  it('on a phone, ?stage= opens that stage, and an empty one says so', async () => {
    candidates = [candidate({ stage: 'new' })];
    renderAt('/c/acme/recruitment/positions/p1/candidates?stage=hired', workspace('manager'));
    expect(await screen.findByText('Ninguém nesta etapa')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Etapas do processo seletivo' });
    expect(within(tabs).getByRole('link', { name: 'Contratados (0)' }).getAttribute('aria-current')).toBe('page');
  });

  it('on a wide screen, a column per stage in order, each with its count and candidates', async () => {
    restore = wideScreen();
    candidates = [
      candidate({ applicationId: 'a1', name: 'Ana Souza', stage: 'new' }),
      candidate({ applicationId: 'a3', name: 'Carla Dias', stage: 'interview' }),
      candidate({ applicationId: 'a4', name: 'Davi Reis', stage: 'rejected' }),
    ];
    renderAt('/c/acme/recruitment/positions/p1/candidates', workspace('evaluator'));
    const columns = await screen.findAllByRole('region');
    expect(columns.map((column) => within(column).getByRole('heading').textContent)).toEqual([
      'Novos',
      'Triagem',
      'Entrevista',
      'Proposta',
      'Contratados',
      'Reprovados',
    ]);
    expect(await within(columns[2] as HTMLElement).findByRole('link', { name: 'Abrir a candidatura de Carla Dias' })).toBeTruthy();
    expect(within(columns[0] as HTMLElement).getByLabelText('Novos (1)')).toBeTruthy();
    expect(within(columns[1] as HTMLElement).getByLabelText('Triagem (0)')).toBeTruthy();
    expect(await within(columns[5] as HTMLElement).findByText('Davi Reis')).toBeTruthy();
    // an evaluator neither reaches the candidate bank nor edits the position
    expect(screen.queryByRole('link', { name: 'Banco de candidatos' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar a vaga' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Convidar candidatos' })).toBeNull();
  });
});

describe('the candidate page', () => {
  const full = (overrides: Partial<CandidateApplication> = {}): CandidateApplication => ({
    ...candidate({ stage: 'screening' }),
    match: null,
    profile: {
      professionalTitle: null,
      summary: null,
      professionalExperiences: [],
      academicExperiences: [],
      languages: [],
      skills: [],
      links: [],
      pcd: null,
      alternatives: [],
    },
    files: [],
    phone: '+55 11 99999-0000',
    city: 'São Paulo',
    steps: [
      { kind: 'profile', minutes: 5, accommodation: null, resume: true, coverLetter: true },
      { kind: 'questions', minutes: 10, accommodation: null, questions: [{ text: 'Por que esta vaga?', kind: 'text' }] },
      { kind: 'video_answer', minutes: 5, accommodation: null, prompt: 'Apresente-se', maxSeconds: 120 },
    ],
    answers: {
      profile: {
        alternative: 'pdf',
        coverLetter: 'Gosto de dados.',
        resume: { id: 'f1', name: 'ana.pdf', url: '/files/f1', kind: 'resume' },
        snapshot: null,
      },
      questions: [{ question: 'Por que esta vaga?', answer: 'Porque uso SQL todo dia.' }],
      video_answer: { alternative: 'video', video: { id: 'f2', name: 'ana.webm', url: '/files/f2', kind: 'video' }, text: null },
    },
    history: [{ id: 'e1', kind: 'stage', detail: 'screening', note: null, at: '2026-11-21T12:00:00.000Z', actorName: 'Diego' }],
    closingMessage: null,
    canManage: true,
    ...overrides,
  });

  it('shows the answers step by step, the resume, the video and the history', async () => {
    application = { ...full(), match: { met: 4, total: 5, percent: 80, requirements: [] } };
    // the files are private: fetched with the session and played from a blob
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response('video', { status: 200 });
    });
    URL.createObjectURL = () => 'blob:video';
    URL.revokeObjectURL = () => {};
    renderAt('/c/acme/recruitment/applications/a1', workspace('manager'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeTruthy();
    expect(screen.getByText('Gosto de dados.')).toBeTruthy();
    expect(screen.getByText('Compatibilidade com a vaga')).toBeTruthy();
    expect(screen.getByText('80% compatível (4 de 5 requisitos)')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Abrir o currículo: ana.pdf/ })).toBeTruthy();
    expect(screen.getByText('Porque uso SQL todo dia.')).toBeTruthy();
    const video = await screen.findByLabelText('Vídeo de resposta de Ana Souza');
    expect(fetched).toContain('/files/f2');
    expect(video.getAttribute('src')).toBe('blob:video');
    vi.unstubAllGlobals();
    expect(video.tagName).toBe('VIDEO');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(screen.getByText('Movido(a) de etapa: Triagem')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Mover para' })).toBeTruthy();
    expect(screen.getByLabelText('Responder até')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Convidar para entrevista' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar proposta' })).toBeTruthy();
  });

  it('reads the candidate whole: the match requirement by requirement, the profile, the resume inline, the phone formatted', async () => {
    application = {
      ...full({ phone: '11987654321', pcd: true, accommodation: true }),
      files: [{ id: 'f1', name: 'ana.pdf', url: '/files/f1', kind: 'resume' }],
      match: {
        met: 1,
        total: 2,
        percent: 50,
        requirements: [
          {
            kind: 'skill',
            label: 'SQL',
            skill: { id: 's1', title: 'SQL', level: 'advanced' },
            have: 'intermediate',
            met: false,
            learning: [],
          },
          {
            kind: 'location',
            label: 'Campinas - SP',
            remote: false,
            city: 'Campinas',
            state: 'SP',
            haveCity: 'Campinas',
            haveState: 'SP',
            met: true,
          },
        ],
      },
      profile: {
        professionalTitle: 'Analista de BI',
        summary: 'Painéis para o varejo.',
        professionalExperiences: [
          {
            company: 'Varejo Nacional',
            role: 'Analista de BI',
            tasks: 'Painéis de vendas',
            startDate: '2021-03-01',
            endDate: null,
            currentlyWorking: true,
          },
        ],
        academicExperiences: [
          {
            institution: 'Unicamp',
            title: 'Bacharelado em Estatística',
            startDate: '2015-02-01',
            endDate: '2019-12-01',
            currentlyStudying: false,
          },
        ],
        languages: [{ language: 'en', proficiency: 'professional_working' }],
        skills: [{ skillId: 's1', title: 'SQL', level: 'intermediate', main: true, verified: true }],
        links: [{ type: 'LINKEDIN', url: 'https://www.linkedin.com/in/ana' }],
        pcd: { type: 'visual', adaptation: 'Leitor de tela.' },
        alternatives: [{ step: 'video_answer', alternative: 'written' }],
      },
    };
    vi.stubGlobal('fetch', async () => new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } }));
    URL.createObjectURL = () => 'blob:resume';
    URL.revokeObjectURL = () => {};
    renderAt('/c/acme/recruitment/applications/a1', workspace('manager'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeTruthy();
    expect(screen.getByText('+55 (11) 98765-4321')).toBeTruthy();
    const breakdown = screen.getByTestId('match-breakdown');
    expect(within(breakdown).getByText('SQL · nível Avançado')).toBeTruthy();
    expect(within(breakdown).getByText('Tem: Intermediário')).toBeTruthy();
    expect(within(breakdown).getByText('Trabalho em Campinas - SP')).toBeTruthy();
    expect(screen.getByText('50% compatível (1 de 2 requisitos)')).toBeTruthy();
    expect(screen.getByText('Analista de BI · Varejo Nacional')).toBeTruthy();
    expect(screen.getByText(/Bacharelado em Estatística, Unicamp/)).toBeTruthy();
    expect(screen.getByText('SQL · Intermediário')).toBeTruthy();
    expect(screen.getByText('verificado')).toBeTruthy();
    expect(screen.getByText('Adaptação solicitada: Leitor de tela.')).toBeTruthy();
    expect(await screen.findByTitle('Currículo de Ana Souza (PDF)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Baixar o currículo (ana.pdf)' }).getAttribute('href')).toBe('blob:resume');
  });

  it('rejects with a message to the candidate, after asking', async () => {
    application = full();
    renderAt('/c/acme/recruitment/applications/a1', workspace('manager'));
    fireEvent.click(await screen.findByRole('button', { name: 'Reprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprovar Ana Souza?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Mensagem para o\(a\) candidato\(a\)/ }), {
      target: { value: 'Seguimos com outro perfil.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        path: 'PUT /v1/-/applications/:id/stage',
        body: { stage: 'rejected', message: 'Seguimos com outro perfil.' },
      }),
    );
    expect(await screen.findByText('Mensagem enviada ao(à) candidato(a): Seguimos com outro perfil.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reprovar' })).toBeNull();
  });

  it('an evaluator moves and invites to interviews, but neither hires, rejects nor sets the answer date', async () => {
    application = full();
    renderAt('/c/acme/recruitment/applications/a1', workspace('evaluator'));
    expect(await screen.findByRole('combobox', { name: 'Mover para' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Contratar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reprovar' })).toBeNull();
    expect(screen.queryByLabelText('Responder até')).toBeNull();
    expect(screen.getByRole('button', { name: 'Convidar para entrevista' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar proposta' })).toBeNull();
  });

  it('a closed application says how it ended and offers no decision', async () => {
    application = full({ stage: 'hired', status: 'closed', canManage: false });
    renderAt('/c/acme/recruitment/applications/a1', workspace('manager'));
    expect(await screen.findByText('Candidatura encerrada: Contratado(a)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Contratar' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Mover para' })).toBeNull();
  });
});
