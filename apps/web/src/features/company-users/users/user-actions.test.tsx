import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import type { CompanyUserDetails } from '@trilha/contract';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../lib/ui/test-utils.tsx';
import { UserActions } from './user-actions.tsx';

const user: CompanyUserDetails = {
  userId: '00000000-0000-4000-8000-000000000099',
  name: 'Paula',
  lastName: 'Reis',
  email: 'paula@example.com',
  type: 'member',
  status: 'active',
  joinedAt: '2026-03-01T12:00:00.000Z',
  removedAt: null,
  lastAccessAt: null,
  waitingFirstAccess: true,
  recruitmentRole: null,
};

const show = (details: CompanyUserDetails) =>
  renderUi(
    <QueryClientProvider client={new QueryClient()}>
      <UserActions user={details} workspaceId="w1" />
    </QueryClientProvider>,
  );

describe('UserActions', () => {
  it('asks before a change, saying the user will be signed out, and only once something changed', async () => {
    await show(user);
    const submit = screen.getByRole('button', { name: 'Alterar tipo e papel' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /^Administrador/ }));
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(submit);
    expect(
      await screen.findByText(/Paula Reis passará a ser Administrador, com papel no recrutamento: Nenhum\. O usuário será desconectado/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remover usuário' })).toBeTruthy();
  });

  it('offers reactivation with the former type to a removed user, and nothing to the owner', async () => {
    await show({ ...user, type: 'content_creator', status: 'removed', removedAt: '2026-03-05T12:00:00.000Z' });
    expect(screen.getByRole('button', { name: 'Reativar usuário' })).toBeTruthy();
    expect(screen.getByText('O usuário volta a acessar a empresa com o tipo que tinha: Criador de conteúdo.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remover usuário' })).toBeNull();
  });

  it('says the owner cannot be removed nor changed', async () => {
    await show({ ...user, type: 'owner' });
    expect(screen.getByText('O proprietário da empresa não pode ser removido nem ter o tipo alterado.')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
