import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ApplicationItem } from '@trilha/contract';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
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

const renderCard = (value: ApplicationItem) =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <ApplicationCard item={value} to="/my/application/a1" />
      </MemoryRouter>
    </MantineProvider>,
  );

beforeAll(async () => {
  if (!i18next.isInitialized) await initI18n();
  await i18next.loadNamespaces(['applications']);
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
});
