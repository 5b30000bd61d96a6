import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../lib/i18n/i18n.ts';
import '../../../lib/ui/test-utils.tsx';
import { InterviewDialog } from './interview-dialog.tsx';
import { OfferDialog } from './offer-dialog.tsx';

const sent: { path: string; params?: unknown; body?: unknown }[] = [];
vi.mock('../../../lib/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: async (endpoint: { path: string; method: string }, options: { params?: unknown; body?: unknown } = {}) => {
    if (endpoint.method === 'GET') return { interviews: [], offers: [] };
    sent.push({ path: `${endpoint.method} ${endpoint.path}`, params: options.params, body: options.body });
    return { id: 'x1' };
  },
}));

beforeAll(async () => {
  if (!i18next.isInitialized) await initI18n();
  // jsdom has no FontFaceSet, which Mantine's autosize textarea listens to
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
});
beforeEach(() => {
  sent.length = 0;
});

const renderDialog = (ui: ReactElement) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );

describe('the recruiter’s interview dialog', () => {
  it('asks for a date and a place or a link, then sends the local time as an instant', { timeout: 20_000 }, async () => {
    const onClose = vi.fn();
    renderDialog(<InterviewDialog applicationId="a1" opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Convidar para entrevista' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await within(dialog).findAllByText('Este campo é obrigatório')).toHaveLength(2);
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Data e hora/), { target: { value: '2030-05-10T14:30' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Link da reunião' }), { target: { value: 'https://meet.example.com/x' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mensagem ao candidato' }), { target: { value: ' Até lá ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          path: 'POST /v1/-/applications/:id/interviews',
          params: { id: 'a1' },
          body: {
            scheduledAt: new Date('2030-05-10T14:30').toISOString(),
            slots: [],
            durationMinutes: 60,
            place: null,
            link: 'https://meet.example.com/x',
            message: 'Até lá',
          },
        },
      ]),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('offers times for the candidate to choose: two at least, the empty fields left out', { timeout: 20_000 }, async () => {
    renderDialog(<InterviewDialog applicationId="a3" opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Convidar para entrevista' });
    fireEvent.click(within(dialog).getByText('Oferecer horários'));
    fireEvent.change(within(dialog).getByLabelText('Horário 1'), { target: { value: '2030-05-10T14:30' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Link da reunião' }), { target: { value: 'https://meet.example.com/x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await within(dialog).findByText('Ofereça ao menos dois horários ou informe uma data e hora')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Horário 2'), { target: { value: '2030-05-11T09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    await waitFor(() =>
      expect(sent).toEqual([
        expect.objectContaining({
          body: expect.objectContaining({
            scheduledAt: null,
            slots: [new Date('2030-05-10T14:30').toISOString(), new Date('2030-05-11T09:00').toISOString()],
          }),
        }),
      ]),
    );
  });
});

describe('the recruiter’s offer dialog', () => {
  it('asks for the salary and a real start date, then sends the offer', { timeout: 20_000 }, async () => {
    renderDialog(<OfferDialog applicationId="a2" opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Enviar proposta' });
    expect(within(dialog).getByText(/link válido por 7 dias/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar proposta' }));
    await waitFor(() => expect(within(dialog).getAllByText(/obrigatório|inválido|curto/).length).toBeGreaterThan(0));
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Salário/ }), { target: { value: 'R$ 9.000,00 por mês' } });
    fireEvent.change(within(dialog).getByLabelText(/^Data de início/), { target: { value: '01/06/2030' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar proposta' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          path: 'POST /v1/-/applications/:id/offers',
          params: { id: 'a2' },
          body: { salary: 'R$ 9.000,00 por mês', startDate: '2030-06-01', message: null },
        },
      ]),
    );
  });
});
