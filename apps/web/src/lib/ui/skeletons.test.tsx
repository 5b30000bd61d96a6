import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGridSkeleton, ListSkeleton, PageSkeleton, TextSkeleton } from './skeletons.tsx';
import { renderUi } from './test-utils.tsx';

describe('skeleton loaders', () => {
  it('announce loading once, in pt-BR, and hide their shapes from screen readers', async () => {
    const { container } = await renderUi(<ListSkeleton rows={3} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Carregando…');
    expect(container.querySelector('[aria-hidden="true"]')?.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThanOrEqual(3);
  });

  it('draw as many placeholder cards as asked, in the card grid', async () => {
    const { container } = await renderUi(<CardGridSkeleton cards={4} label="Carregando conteúdos" />);
    expect(screen.getByRole('status').textContent).toBe('Carregando conteúdos');
    expect(container.querySelectorAll('[data-card-grid] > li')).toHaveLength(4);
  });

  it('stand in for a whole page', async () => {
    await renderUi(<PageSkeleton />);
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('stand in for lines of text, the last one shorter', async () => {
    const { container } = await renderUi(<TextSkeleton lines={3} />);
    expect(screen.getByRole('status').textContent).toBe('Carregando…');
    expect(container.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(3);
  });
});
