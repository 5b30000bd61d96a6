import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ConversationDetails, ConversationItem } from '@trilha/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../lib/i18n/i18n.ts';
import '../../../lib/ui/test-utils.tsx';
import { MessagesModal } from './messages-modal.tsx';

const calls: { method: string; path: string; body?: unknown }[] = [];
const parties = {
  applicationId: 'a1',
  position: { id: 'p1', title: 'Analista de Dados Pleno' },
  company: { id: 'w1', name: 'Acme Tecnologia', subdomain: 'acme', avatarUrl: null },
  candidate: { id: 'u1', name: 'Ana Souza', avatarUrl: null },
};
let unread = 2;
const item = (): ConversationItem => ({
  ...parties,
  lastMessage: { body: 'Você teria disponibilidade na quinta?', fromCompany: true, createdAt: '2026-11-24T12:00:00.000Z' },
  unread,
});
const details = (): ConversationDetails => ({
  ...parties,
  unread,
  reminderSentAt: null,
  messages: [
    { id: 'm1', body: 'Olá, Ana!', fromCompany: true, senderName: 'Diego Rocha', createdAt: '2026-11-23T12:00:00.000Z', readAt: null },
    {
      id: 'm2',
      body: 'Você teria disponibilidade na quinta?',
      fromCompany: true,
      senderName: 'Diego Rocha',
      createdAt: '2026-11-24T12:00:00.000Z',
      readAt: null,
    },
  ],
});
vi.mock('../../../lib/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: async (endpoint: { path: string; method: string }, options: { body?: unknown } = {}) => {
    calls.push({ method: endpoint.method, path: endpoint.path, body: options.body });
    if (endpoint.method === 'GET' && endpoint.path === '/v1/messages')
      return { items: [item()], page: 1, limit: 20, total: 1, totalUnread: unread };
    if (endpoint.method === 'GET') return details();
    if (endpoint.method === 'PUT') {
      unread = 0;
      return { unread: 0 };
    }
    return {
      id: 'm3',
      body: 'Posso sim!',
      fromCompany: false,
      senderName: 'Ana Souza',
      createdAt: '2026-11-25T12:00:00.000Z',
      readAt: null,
    };
  },
}));

beforeAll(async () => {
  if (!i18next.isInitialized) await initI18n();
});

describe('the messages modal', () => {
  it('lists the conversations with their unread count; opening one marks it read; the composer sends', async () => {
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MessagesModal opened onClose={() => {}} side="candidate" aggregator={null} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mensagens' });
    const row = await within(dialog).findByRole('button', { name: 'Acme Tecnologia, Analista de Dados Pleno, 2 mensagens não lidas' });
    fireEvent.click(row);
    expect(await within(dialog).findByText('Olá, Ana!')).toBeTruthy();
    // the clicked row is gone: the focus stays in the window, on its way back
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Voltar às conversas' }));
    expect(within(dialog).getAllByText('Diego Rocha')).toHaveLength(2);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.path === '/v1/messages')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ applicationId: 'a1' });

    const box = within(dialog).getByRole('textbox', { name: 'Sua mensagem' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Este campo é obrigatório')).toBeTruthy();
    fireEvent.change(box, { target: { value: '  Posso sim!  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ applicationId: 'a1', body: 'Posso sim!' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Voltar às conversas' }));
    const again = await within(dialog).findByRole('button', { name: 'Acme Tecnologia, Analista de Dados Pleno' });
    await waitFor(() => expect(document.activeElement).toBe(again));
  }, 30_000);
});
