import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LevelBadge, StatusBadge, TypeBadge } from './badges.tsx';
import { renderUi } from './test-utils.tsx';

describe('badges', () => {
  it('TypeBadge shows the translated type with its own icon', async () => {
    const { container } = await renderUi(
      <>
        <TypeBadge type="video" label="Vídeo" />
        <TypeBadge type="list" label="Trilha" />
      </>,
    );
    expect(screen.getByText('Vídeo')).toBeTruthy();
    expect(container.querySelector('[data-type="video"] .tabler-icon-player-play')).not.toBeNull();
    expect(container.querySelector('[data-type="list"] .tabler-icon-route')).not.toBeNull();
  });

  it.each([
    ['none', 0],
    ['interest', 1],
    ['basic', 2],
    ['intermediate', 3],
    ['advanced', 4],
  ] as const)('LevelBadge %s fills %i of four bars', async (level, filled) => {
    const { container } = await renderUi(<LevelBadge level={level} label={level} />);
    expect(container.querySelectorAll(`[data-level="${level}"] rect[data-filled="true"]`)).toHaveLength(filled);
  });

  it('StatusBadge carries its tone and label', async () => {
    const { container } = await renderUi(<StatusBadge tone="warning" label="Pendente" />);
    expect(screen.getByText('Pendente')).toBeTruthy();
    expect(container.querySelector('[data-tone="warning"]')).not.toBeNull();
  });
});
