import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ApplicationItem } from '@trilha/contract';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../lib/i18n/i18n.ts';
import '../../../lib/ui/test-utils.tsx';
import { ApplicationCard } from './application-card.tsx';

const item = (overrides: Partial<ApplicationItem>): ApplicationItem => ({
  id: 'a1',
  status: 'under_analysis',
  step: 'none',
  stage: 'screening',
  position: {
    id: 'p1',
    code: null,
    title: 'Analista de Dados Pleno',
    company: { id: 'w1', name: 'Acme Tecnologia', subdomain: 'acme', avatarUrl: null },
    category: { id: 1, name: 'Tecnologia', icon: 'device-laptop' },
    contractType: 'FULL_TIME',
    workload: null,
    salary: { type: 'unspecified', text: null, min: null, max: null, period: null, currency: 'BRL' },
    remote: false,
    pcdOnly: false,
    location: { cityId: 3509502, city: 'Campinas', state: 'SP', country: 'BR' },
    status: 'active',
    publishedAt: '2026-11-01T12:00:00.000Z',
    favorite: false,
  },
  stepsDone: 5,
  stepsTotal: 5,
  answerBy: '2026-11-24',
  overdue: false,
  closingMessage: null,
  internal: false,
  unreadMessages: 0,
  createdAt: '2026-11-10T12:00:00.000Z',
  updatedAt: '2026-11-14T12:00:00.000Z',
  submittedAt: '2026-11-14T12:00:00.000Z',
  closedAt: null,
  ...overrides,
});

// the application's conversation says whether the one reminder went; sending it marks it so
const calls: string[] = [];
let reminderSentAt: string | null = null;
vi.mock('../../../lib/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: async (endpoint: { path: string; method: string }) => {
    calls.push(`${endpoint.method} ${endpoint.path}`);
    if (endpoint.method === 'POST') {
      reminderSentAt = '2026-11-26T12:00:00.000Z';
      return { id: 'm1', body: 'Olá!', fromCompany: false, senderName: 'Ana', createdAt: reminderSentAt, readAt: null };
    }
    return {
      applicationId: 'a1',
      position: { id: 'p1', title: 'Analista de Dados Pleno' },
      company: { id: 'w1', name: 'Acme Tecnologia', subdomain: 'acme', avatarUrl: null },
      candidate: { id: 'u1', name: 'Ana', avatarUrl: null },
      messages: [],
      unread: 0,
      reminderSentAt,
    };
  },
}));

const renderCard = (value: ApplicationItem) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <MemoryRouter>
          <ApplicationCard item={value} to="/my/application/a1" />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );

beforeAll(async () => {
  if (!i18next.isInitialized) await initI18n();
  await i18next.loadNamespaces(['applications', 'messages']);
});

describe('the candidate’s application card', () => {
  it('says when the company let its promised date pass, in red, with the day and month', () => {
    renderCard(item({ overdue: true }));
    const late = screen.getByText('A empresa ainda não respondeu; o prazo era 24/11');
    expect(late.closest('li')?.getAttribute('data-urgent')).toBe('true');
    expect(screen.getByText('Atrasada')).toBeTruthy();
    expect(screen.queryByText(/Resposta prometida até/)).toBeNull();
  });

  it('shows the promised date as before while it holds', () => {
    renderCard(item({ overdue: false }));
    expect(screen.getByText('Resposta prometida até 24/11/2026')).toBeTruthy();
    expect(screen.queryByText('Atrasada')).toBeNull();
  });

  it('offers one reminder once the date passed, and says when it went', async () => {
    renderCard(item({ overdue: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar lembrete à empresa' }));
    expect(await screen.findByText('Lembrete enviado em 26/11')).toBeTruthy();
    expect(calls).toContain('POST /v1/messages/reminder');
    expect(screen.queryByRole('button', { name: 'Enviar lembrete à empresa' })).toBeNull();
  });

  it('offers no reminder while the date holds', () => {
    renderCard(item({ overdue: false }));
    expect(screen.queryByRole('button', { name: 'Enviar lembrete à empresa' })).toBeNull();
  });
});
