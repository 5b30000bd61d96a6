import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../lib/ui/test-utils.tsx';
import { PeriodFilter } from './period-filter.tsx';

describe('the period filter', () => {
  it('refuses a start before 2015-01-01 with its own message, and applies a valid range', async () => {
    const onChange = vi.fn();
    await renderUi(<PeriodFilter period={{}} preset="12" setPeriod={() => {}} onChange={onChange} />);
    fireEvent.change(await screen.findByLabelText('De'), { target: { value: '31/12/2014' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar período' }));
    expect(await screen.findByText('O histórico de candidaturas começa em 01/01/2015: escolha uma data a partir dela')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '01/01/2020' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '30/06/2020' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar período' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2020-01-01', to: '2020-06-30' });
  });
});
