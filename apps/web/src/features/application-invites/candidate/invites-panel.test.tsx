import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CandidateInviteItem } from '@trilha/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../lib/i18n/i18n.ts';
import '../../../lib/ui/test-utils.tsx';
import { myInvitesQuery } from '../api/list-my-application-invites.ts';
import { ApplicationInvitesPanel } from './invites-panel.tsx';

let invites: CandidateInviteItem[] = [];
const answers: unknown[] = [];
vi.mock('../../../lib/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: async (endpoint: { path: string }, options: { body?: { inviteId: string; accepted: boolean } } = {}) => {
    if (endpoint.path === '/v1/applications/invites') return { items: invites };
    if (endpoint.path === '/v1/applications/invites/feedback') {
      answers.push(options.body);
      invites = invites.filter((item) => item.id !== options.body?.inviteId);
      return { status: options.body?.accepted ? 'accepted' : 'rejected', positionId: 'p1' };
    }
    throw new Error(`unexpected ${endpoint.path}`);
  },
}));

const invite: CandidateInviteItem = {
  id: 'i1',
  message: 'Venha para o time!',
  createdAt: '2026-11-20T12:00:00.000Z',
  position: {
    id: 'p1',
    code: null,
    title: 'Desenvolvedor(a) Front-end React',
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
  },
};

/** Another reader of the invites beside the panel: it says so once the answer is in, so the panel has it too. */
function InvitesRead() {
  const invites = useQuery(myInvitesQuery);
  return invites.isSuccess ? <p>convites lidos</p> : null;
}

function renderPanel() {
  const router = createMemoryRouter(
    [
      {
        path: '/my/applications',
        element: (
          <>
            <ApplicationInvitesPanel />
            <InvitesRead />
          </>
        ),
      },
      { path: '/my/discovery/position/:positionId', element: <p>página da vaga</p> },
    ],
    { initialEntries: ['/my/applications'] },
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

beforeAll(async () => {
  if (!i18next.isInitialized) await initI18n();
});
beforeEach(() => {
  invites = [invite];
  answers.length = 0;
});

describe('the candidate’s invites panel', () => {
  it('shows nothing without invites', async () => {
    invites = [];
    renderPanel();
    // the list has been answered (empty) and rendered: what the panel shows now is what it settles on
    expect(await screen.findByText('convites lidos')).toBeTruthy();
    expect(screen.queryByText('Convites para se candidatar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aceitar' })).toBeNull();
  });

  it('accepting opens the position to apply', async () => {
    const router = renderPanel();
    expect(await screen.findByText('Venha para o time!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/discovery/position/p1'));
    expect(answers).toEqual([{ inviteId: 'i1', accepted: true }]);
  });

  it('rejecting asks first, says it is final and sends the optional reason', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Recusar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recusar o convite' });
    expect(within(dialog).getByText(/Esta ação não pode ser desfeita/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Quer dizer o motivo à empresa? (opcional)'), {
      target: { value: 'Já aceitei outra proposta' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar convite' }));
    await waitFor(() => expect(answers).toEqual([{ inviteId: 'i1', accepted: false, feedback: 'Já aceitei outra proposta' }]));
    await waitFor(() => expect(screen.queryByText('Venha para o time!')).toBeNull());
  });
});
