import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { SessionUser, WorkspaceSummary } from '@trilha/contract';
import { use } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { ROUTE_IDS } from '../routing/route-ids.ts';
import '../ui/test-utils.tsx';
import { WorkspaceLayout } from './workspace-layout.tsx';

const personal: WorkspaceSummary = {
  id: 'w1',
  name: 'Ana Souza',
  type: 'individual',
  subdomain: null,
  role: 'owner',
  userRole: 'user',
  recruitmentRole: null,
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
};

const ana: SessionUser = {
  userId: 'u1',
  name: 'Ana',
  lastName: 'Souza',
  email: 'ana@trilha.dev',
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
  companies: [personal],
  lastWorkspaceId: personal.id,
  phone: null,
  countryCode: null,
};

/** A header tool whose words or code never arrive (a slow phone, a file the device does not have). */
const never = new Promise<never>(() => undefined);
function StillLoadingTool() {
  use(never);
  return null;
}

beforeAll(async () => {
  await initI18n();
});

describe('the workspace shell', () => {
  it('shows the avatar and the screen while a header tool is still loading', async () => {
    const router = createMemoryRouter(
      [
        {
          id: ROUTE_IDS.session,
          loader: () => ana,
          HydrateFallback: () => null,
          children: [
            {
              id: ROUTE_IDS.individual,
              path: 'my',
              loader: () => personal,
              element: <WorkspaceLayout memberTools={<StillLoadingTool />} />,
              children: [{ index: true, element: <h1>Início</h1> }],
            },
          ],
        },
      ],
      { initialEntries: ['/my'] },
    );
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect((await screen.findByRole('button', { name: 'Menu de Ana' })).textContent).toBe('AS');
    expect(screen.getByRole('heading', { level: 1, name: 'Início' })).toBeTruthy();
  });
});
