import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WalletPixCharge } from '@trilha/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../lib/ui/test-utils.tsx';
import { PixCharge } from './pix-charge.tsx';

const pending: WalletPixCharge = {
  id: 'c1',
  status: 'pending',
  credits: 50,
  currency: 'BRL',
  amountCents: 25_000,
  txid: 'TRLABC',
  brCode: '00020126360014br.gov.bcb.pix0114pix@trilha.dev5204000053039865406250.005802BR6304ABCD',
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  paidAt: null,
  balance: 100,
  sandboxPayUrl: '/sandbox-pay/pix/c1',
};

let answer: WalletPixCharge;
beforeEach(() => {
  answer = pending;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const render = (charge: WalletPixCharge, onAnother = () => undefined) =>
  renderUi(
    <QueryClientProvider client={new QueryClient()}>
      <PixCharge workspaceId="w1" charge={charge} onAnother={onAnother} />
    </QueryClientProvider>,
  );

describe('a Pix charge on the screen', () => {
  it('shows the QR code, the code to copy, the countdown and the sandbox link, then turns paid by itself', async () => {
    await render(pending);
    expect(screen.getByRole('img', { name: 'QR code do Pix' })).toBeTruthy();
    expect((screen.getByLabelText('Pix copia e cola') as HTMLInputElement).value).toBe(pending.brCode);
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeTruthy();
    expect(screen.getByText(/^Expira em (30:00|29:5\d)$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Pagar no sandbox/ }).getAttribute('href')).toBe('/sandbox-pay/pix/c1');

    answer = { ...pending, status: 'paid', paidAt: new Date().toISOString(), balance: 150 };
    await waitFor(() => expect(screen.getByText('Pago')).toBeTruthy(), { timeout: 10_000 });
    expect(screen.getByText('Saldo atual: 150 créditos')).toBeTruthy();
  }, 30_000);

  it('says an expired charge cannot be paid and offers a new one', async () => {
    const onAnother = vi.fn();
    await render({ ...pending, status: 'expired', expiresAt: new Date(Date.now() - 1000).toISOString() }, onAnother);
    expect(screen.getByText('Expirado')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'QR code do Pix' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Gerar nova cobrança' }));
    expect(onAnother).toHaveBeenCalled();
  }, 30_000);
});
