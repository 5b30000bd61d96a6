import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PositionInviteItem } from '@trilha/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../lib/i18n/i18n.ts';
import '../../../lib/ui/test-utils.tsx';
import { InviteCandidatesDialog } from './invite-dialog.tsx';

const sent: unknown[] = [];
const item = (overrides: Partial<PositionInviteItem>): PositionInviteItem => ({
  id: 'i1',
  kind: 'prospect',
  email: 'nova@example.com',
  name: null,
  status: 'pending',
  feedback: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  expiresAt: '2026-11-27T12:00:00.000Z',
  answeredAt: null,
  ...overrides,
});
vi.mock('../../../lib/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: async (endpoint: { path: string; method: string }, options: { body?: unknown } = {}) => {
    if (endpoint.method === 'GET') return { items: [item({ id: 'old', email: 'antiga@example.com', status: 'expired' })] };
    sent.push(options.body);
    return { items: [item({}), item({ id: 'i2', kind: 'user', email: 'ana@trilha.dev', name: 'Ana Souza' })], skipped: ['ja@example.com'] };
  },
}));

beforeAll(async () => {
  if (!i18next.isInitialized) await initI18n();
});

describe('the recruiter’s invite dialog', () => {
  it('checks the e-mails, sends them with the message and shows who got what', async () => {
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <InviteCandidatesDialog positionId="p1" opened onClose={() => {}} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Convidar candidatos' });
    expect(await within(dialog).findByText('antiga@example.com')).toBeTruthy();
    expect(within(dialog).getByText('Expirado')).toBeTruthy();
    const emails = within(dialog).getByRole('textbox', { name: /^E-mails/ });
    fireEvent.change(emails, { target: { value: 'nova@example.com, não-é-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar convites' }));
    expect(await within(dialog).findByText(/inválido: não-é-email/)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(emails, { target: { value: 'nova@example.com\nana@trilha.dev ja@example.com' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mensagem (opcional)' }), { target: { value: 'Olá!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar convites' }));
    await waitFor(() => expect(sent).toEqual([{ emails: ['nova@example.com', 'ana@trilha.dev', 'ja@example.com'], message: 'Olá!' }]));
    expect(await within(dialog).findByText('2 convites enviados')).toBeTruthy();
    expect(within(dialog).getByText('Ana Souza (ana@trilha.dev)')).toBeTruthy();
    expect(within(dialog).getByText('Usuário da Trilha')).toBeTruthy();
    expect(within(dialog).getByText('Já tinham um convite pendente: ja@example.com')).toBeTruthy();
  });
});
