import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WalletRates } from '@trilha/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../lib/ui/test-utils.tsx';
import { PurchaseForm } from './purchase-form.tsx';

const rates: WalletRates = {
  prices: [
    { currency: 'BRL', creditPriceCents: 500 },
    { currency: 'USD', creditPriceCents: 100 },
  ],
  packages: [50, 100, 250, 500],
  minCredits: 20,
  maxCredits: 100_000,
  companyStatus: 'regular',
  paymentExemption: false,
  cardProvider: { name: 'sandbox', tokenizeUrl: '/sandbox-pay/tokens', publishableKey: null },
  pixOffered: true,
};

type Call = { url: string; body: string; headers: Record<string, string> };
let calls: Call[] = [];
let chargeAnswer: { status: number; body: unknown };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  chargeAnswer = {
    status: 200,
    body: {
      payment: {
        id: 'p1',
        purpose: 'credits',
        method: 'card',
        status: 'concluded',
        currency: 'BRL',
        amountCents: 10_000,
        credits: 20,
        description: 'Compra de créditos',
        createdAt: '2026-11-25T12:00:00.000Z',
        concludedAt: '2026-11-25T12:00:00.000Z',
        bankSlip: null,
        approvalUrl: null,
        errorCode: null,
      },
      balance: 120,
      card: null,
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, body: String(init.body ?? ''), headers: (init.headers ?? {}) as Record<string, string> });
      if (url === '/sandbox-pay/tokens') return json(200, { token: 'tok_sandbox_1', brand: 'visa', last4: '4242' });
      if (url === '/v1/-/wallet/stripe/charge') return json(chargeAnswer.status, chargeAnswer.body);
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const render = () =>
  renderUi(
    <QueryClientProvider client={new QueryClient()}>
      <PurchaseForm workspaceId="w1" rates={rates} cards={[]} />
    </QueryClientProvider>,
  );

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillCard(number: string) {
  type(/^Nome impresso no cartão/, 'Carla Souza');
  type(/^Número do cartão/, number);
  type(/^Validade/, '1230');
  type(/^Código de segurança/, '123');
}

describe('buying credits', () => {
  it('offers one boleto, whoever issues it (not one choice per slip provider)', async () => {
    await render();
    expect(screen.getAllByRole('radio', { name: /Boleto/ })).toHaveLength(1);
    expect(screen.queryByRole('radio', { name: /PJBank/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /Cartão de crédito/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /PayPal/ })).toBeTruthy();
  });

  it('refuses a custom amount under 20 credits with its own message and calls nothing', async () => {
    await render();
    fireEvent.click(screen.getByRole('radio', { name: /Outro valor/ }));
    type(/^Quantidade de créditos/, '19');
    fillCard('4242424242424242');
    fireEvent.click(screen.getByRole('button', { name: 'Pagar com cartão' }));
    expect(await screen.findByText('O valor mínimo é de 20 créditos')).toBeTruthy();
    expect(calls).toEqual([]);
    type(/^Quantidade de créditos/, '20');
    expect(screen.getByText('Total: R$ 100,00 (20 créditos × R$ 5,00)')).toBeTruthy();
  });

  it('sends the card number only to the provider’s tokenizer; the API gets the token under an idempotency key', async () => {
    await render();
    fillCard('4242424242424242');
    fireEvent.click(screen.getByRole('button', { name: 'Pagar com cartão' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/v1/-/wallet/stripe/charge')).toBe(true));
    const tokenize = calls.find((call) => call.url === '/sandbox-pay/tokens');
    expect(JSON.parse(tokenize?.body ?? '{}')).toMatchObject({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' });
    const apiCalls = calls.filter((call) => call.url.startsWith('/v1'));
    for (const call of apiCalls) expect(call.body).not.toMatch(/4242424242424242|4242 4242/);
    const charge = apiCalls.find((call) => call.url === '/v1/-/wallet/stripe/charge');
    expect(JSON.parse(charge?.body ?? '{}')).toEqual({
      credits: 100,
      currency: 'BRL',
      cardToken: 'tok_sandbox_1',
      holder: 'Carla Souza',
      saveCard: false,
    });
    expect(charge?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a declined card’s message in the form and keeps what was typed; the next try has a new key', async () => {
    chargeAnswer = {
      status: 402,
      body: { error: { code: 'wallet.card_declined', message: 'Pagamento negado pela operadora do cartão' } },
    };
    await render();
    fillCard('4000000000000002');
    fireEvent.click(screen.getByRole('button', { name: 'Pagar com cartão' }));
    expect(await screen.findByText('Pagamento negado pela operadora do cartão')).toBeTruthy();
    expect((screen.getByLabelText(/^Número do cartão/) as HTMLInputElement).value).toBe('4000 0000 0000 0002');
    fireEvent.click(screen.getByRole('button', { name: 'Pagar com cartão' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/v1/-/wallet/stripe/charge')).toHaveLength(2));
    const [first, second] = calls.filter((call) => call.url === '/v1/-/wallet/stripe/charge');
    expect(first?.headers['Idempotency-Key']).not.toBe(second?.headers['Idempotency-Key']);
  });
});
