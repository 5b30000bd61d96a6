import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OfflineState } from './offline-state.tsx';
import { renderUi } from './test-utils.tsx';

describe('OfflineState', () => {
  it('says the server cannot be reached, in pt-BR, and retries on demand', async () => {
    const retry = vi.fn();
    const { container } = await renderUi(<OfflineState onRetry={retry} />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(container.querySelector('svg[data-illustration="offline"][aria-hidden="true"] path')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Sem conexão com o servidor' })).toBeTruthy();
    expect(screen.getByText('Não foi possível conectar ao servidor. Verifique sua conexão.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
