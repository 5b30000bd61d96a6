import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state.tsx';
import { renderUi } from './test-utils.tsx';

describe('EmptyState', () => {
  it('shows a drawing hidden from screen readers, the title, the description and the next action', async () => {
    const next = vi.fn();
    const { container } = await renderUi(
      <EmptyState
        title="Nenhum conteúdo ainda"
        description="Publique o primeiro conteúdo do workspace."
        illustration="contents"
        action={<Button onClick={next}>Criar conteúdo</Button>}
      />,
    );
    const drawing = container.querySelector('svg[data-illustration="contents"]');
    expect(drawing?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Nenhum conteúdo ainda')).toBeTruthy();
    expect(screen.getByText('Publique o primeiro conteúdo do workspace.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Criar conteúdo' }));
    expect(next).toHaveBeenCalledOnce();
  });

  it('draws the illustration it is given and never the old "∅" glyph', async () => {
    const { container } = await renderUi(<EmptyState title="Ninguém por aqui" illustration="people" />);
    expect(container.querySelector('[data-illustration="people"]')).not.toBeNull();
    expect(container.textContent).not.toContain('∅');
  });

  it('titles a whole section as a heading when asked', async () => {
    await renderUi(<EmptyState title="Sem convites" titleOrder={2} illustration="inbox" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Sem convites' })).toBeTruthy();
  });
});
