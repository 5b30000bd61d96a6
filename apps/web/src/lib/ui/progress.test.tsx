import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clampPercent, ProgressBar, ProgressRing } from './progress.tsx';
import { renderUi } from './test-utils.tsx';

describe('progress', () => {
  it('clamps to whole percents from 0 to 100', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(42.6)).toBe(43);
    expect(clampPercent(180)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });

  it('ProgressBar is a named progressbar with its percentage written out', async () => {
    await renderUi(<ProgressBar value={40} label="Progresso da trilha" />);
    const bar = screen.getByRole('progressbar', { name: 'Progresso da trilha' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('40%')).toBeTruthy();
    expect(screen.getByText('Progresso da trilha')).toBeTruthy();
  });

  it('ProgressBar never reports past its ends', async () => {
    await renderUi(<ProgressBar value={130} label="Concluído" hideLabel />);
    expect(screen.getByRole('progressbar', { name: 'Concluído' }).getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByText('Concluído')).toBeNull();
  });

  it('ProgressRing is a named progressbar too', async () => {
    await renderUi(<ProgressRing value={75} label="Perfil completo" />);
    expect(screen.getByRole('progressbar', { name: 'Perfil completo' }).getAttribute('aria-valuenow')).toBe('75');
    expect(screen.getByText('75%')).toBeTruthy();
  });
});
