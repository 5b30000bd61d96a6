import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../lib/i18n/i18n.ts';
import '../../../lib/ui/test-utils.tsx';
import SkillsPage from './skills-page.tsx';

const calls: { path: string; body?: unknown }[] = [];
let mine: unknown[] = [];
vi.mock('../../../lib/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: async (endpoint: { path: string }, options: { body?: unknown } = {}) => {
    calls.push({ path: endpoint.path, body: options.body });
    if (endpoint.path === '/v1/myself/skills') return { items: mine };
    if (endpoint.path === '/v1/skills/user') return { items: mine };
    return { items: [], page: 1, limit: 20, total: 0 };
  },
}));

const renderPage = () => {
  const router = createMemoryRouter([{ path: '/account/skills', element: <SkillsPage /> }], { initialEntries: ['/account/skills'] });
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
};

beforeAll(async () => {
  if (!i18next.isInitialized) await initI18n();
});

describe('skills page', () => {
  it('shows the empty state with its next action', async () => {
    mine = [];
    renderPage();
    expect(await screen.findByText('Você ainda não adicionou habilidades')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buscar habilidades' })).toBeTruthy();
  });

  it('refuses a fourth main skill and saves the removed one as deleted', async () => {
    const skill = (n: number, main: boolean) => ({
      skillId: `00000000-0000-4000-8000-00000000000${n}`,
      title: `Skill ${n}`,
      level: null,
      main,
    });
    mine = [skill(1, true), skill(2, true), skill(3, true), skill(4, false)];
    renderPage();
    const fourth = await screen.findByRole('switch', { name: 'Marcar Skill 4 como principal' });
    await userEvent.click(fourth);
    expect((fourth as HTMLInputElement).checked).toBe(false);
    const levels = screen.getByRole('radiogroup', { name: 'Nível em Skill 1' });
    await userEvent.click(within(levels).getByText('Avançado'));
    expect((within(levels).getByRole('radio', { name: 'Avançado' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remover Skill 2' }));
    expect(screen.queryByText('Skill 2')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const saved = calls.find((call) => call.path === '/v1/skills/user');
    expect(saved?.body).toMatchObject({
      skills: expect.arrayContaining([
        expect.objectContaining({ skillId: skill(1, true).skillId, level: 'advanced', main: true }),
        expect.objectContaining({ skillId: skill(2, false).skillId, deleted: true }),
      ]),
    });
  });
});
