import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { renderUi } from '../../../lib/ui/test-utils.tsx';
import { detailsValues } from './form-values.ts';
import { PostalCodeInput } from './postal-code-input.tsx';

const lookups: string[] = [];
vi.mock('../../../lib/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: async (_endpoint: unknown, options: { params: { cep: string } }) => {
    lookups.push(options.params.cep);
    if (options.params.cep === '01310100')
      return {
        cep: '01310100',
        street: 'Avenida Paulista',
        complement: 'lado par',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        cityId: 1,
      };
    throw new ApiError(
      424,
      'postal_code.unavailable',
      'Não foi possível consultar o CEP agora. Preencha o endereço manualmente ou tente novamente.',
    );
  },
}));

function Address({ complement = '' }: { complement?: string }) {
  const initial = detailsValues(null);
  const form = useForm({ initialValues: { ...initial, address: { ...initial.address, complement } } });
  return (
    <>
      <PostalCodeInput form={form} />
      {(['street', 'neighborhood', 'city', 'state', 'number', 'complement'] as const).map((name) => (
        <TextInput key={name} label={name} {...form.getInputProps(`address.${name}`)} />
      ))}
    </>
  );
}

const renderAddress = (complement?: string) =>
  renderUi(
    <QueryClientProvider client={new QueryClient()}>
      <Address complement={complement} />
    </QueryClientProvider>,
  );

describe('the postal code field', () => {
  it('fills the address once the CEP has 8 digits, keeps a complement already typed and moves to the number', async () => {
    await renderAddress('Sala 4');
    const cep = screen.getByRole('textbox', { name: /^CEP/ });
    fireEvent.change(cep, { target: { value: '01310-10' } });
    expect(lookups).toEqual([]);
    fireEvent.change(cep, { target: { value: '01310-100' } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'street' })).toHaveProperty('value', 'Avenida Paulista'));
    expect(screen.getByRole('textbox', { name: 'neighborhood' })).toHaveProperty('value', 'Bela Vista');
    expect(screen.getByRole('textbox', { name: 'city' })).toHaveProperty('value', 'São Paulo');
    expect(screen.getByRole('textbox', { name: 'state' })).toHaveProperty('value', 'SP');
    expect(screen.getByRole('textbox', { name: 'complement' })).toHaveProperty('value', 'Sala 4');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'number' }));
    expect(lookups).toEqual(['01310100']);
  });

  it('says why when the lookup fails, leaving the address to be typed', async () => {
    await renderAddress();
    fireEvent.change(screen.getByRole('textbox', { name: /^CEP/ }), { target: { value: '99999999' } });
    expect(await screen.findByText(/Preencha o endereço manualmente/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'street' })).toHaveProperty('value', '');
  });
});
