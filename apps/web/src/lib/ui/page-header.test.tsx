import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header.tsx';
import { renderUi } from './test-utils.tsx';

describe('PageHeader', () => {
  it('names the screen with one h1, its subtitle, a back link before the title and the actions', async () => {
    const { container } = await renderUi(
      <PageHeader
        title="Membros"
        subtitle="Quem faz parte da Acme"
        back={<Link to="/c/acme/admin-center">Voltar</Link>}
        actions={<Button>Convidar</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Membros' })).toBeTruthy();
    expect(screen.getByText('Quem faz parte da Acme')).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Voltar' });
    expect(back.getAttribute('href')).toBe('/c/acme/admin-center');
    expect(screen.getByRole('button', { name: 'Convidar' })).toBeTruthy();
    const order = [...container.querySelectorAll('a, h1, button')].map((el) => el.tagName);
    expect(order).toEqual(['A', 'H1', 'BUTTON']);
  });

  it('uses a lower heading level inside a layout that already has the h1', async () => {
    await renderUi(<PageHeader title="Convites" order={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Convites' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
