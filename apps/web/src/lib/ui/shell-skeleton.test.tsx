import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellSkeleton } from './shell-skeleton.tsx';
import { renderUi } from './test-utils.tsx';

describe('ShellSkeleton', () => {
  it('shows the frame of the app with a loading status inside its main landmark', async () => {
    await renderUi(<ShellSkeleton />);
    const main = screen.getByRole('main');
    expect(main.querySelector('[role="status"]')?.textContent).toBe('Carregando…');
  });
});
