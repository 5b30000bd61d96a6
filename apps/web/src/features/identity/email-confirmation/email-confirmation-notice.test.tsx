import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import type { WorkspaceSummary } from '@trilha/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n.ts';
import { renderUi } from '../../../lib/ui/test-utils.tsx';
import { EmailConfirmationNotice } from './email-confirmation-notice.tsx';

const calls: string[] = [];
vi.mock('../../../lib/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: async (endpoint: { method: string; path: string }) => {
    calls.push(`${endpoint.method} ${endpoint.path}`);
    return { sent: true };
  },
}));

const company = (overrides: Partial<WorkspaceSummary> = {}): WorkspaceSummary => ({
  id: 'w1',
  name: 'Empresa Nova',
  type: 'business',
  subdomain: null,
  role: 'owner',
  userRole: 'admin',
  imageUrl: null,
  coverImageUrl: null,
  isCompleted: false,
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
  ownerEmailConfirmed: false,
  ...overrides,
});

const show = (workspace: WorkspaceSummary) =>
  renderUi(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <EmailConfirmationNotice workspace={workspace} />
    </QueryClientProvider>,
  );

beforeAll(async () => {
  await renderUi(<span />);
  await i18next.loadNamespaces(['account']);
});

describe('the notice of a company whose owner has not confirmed the e-mail', () => {
  it('says what waits for the confirmation and sends the link again', async () => {
    await show(company());
    expect(await screen.findByText('Confirme seu e-mail')).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(
      screen.getByText(
        'Enviamos um link de confirmação para o e-mail de quem criou esta empresa. Até o endereço ser confirmado, a empresa não pode publicar vagas nem enviar e-mails aos candidatos.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    expect(await screen.findByText('Enviamos um novo link de confirmação.')).toBeTruthy();
    expect(calls).toEqual(['POST /v1/myself/email-confirmation']);
    expect(screen.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows nothing once the address is confirmed, nor on a person’s workspace', async () => {
    const confirmed = await show(company({ ownerEmailConfirmed: true }));
    expect(screen.queryByRole('status')).toBeNull();
    confirmed.unmount();
    await show(company({ type: 'individual', ownerEmailConfirmed: true }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Confirme seu e-mail')).toBeNull();
  });
});
