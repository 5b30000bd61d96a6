import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../lib/ui/test-utils.tsx';
import { LedgerFiltersBar, useLedgerFilters } from './ledger-filters.tsx';

function Bar() {
  const ledger = useLedgerFilters();
  return (
    <>
      <LedgerFiltersBar {...ledger} />
      <output>{JSON.stringify(ledger.filters)}</output>
    </>
  );
}

describe('the ledger filters', () => {
  it('read the address, say what is wrong with a period before 2015 and apply a valid one from page 1', async () => {
    await renderUi(<Bar />, { route: '/?filter=debits&from=2014-12-31&page=3' });
    expect(await screen.findByText('O histórico começa em 01/01/2015')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Débitos' })).toHaveProperty('checked', true);
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '01/01/2020' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '31/12/2019' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar período' }));
    expect(await screen.findByText('A data inicial deve ser anterior à data final')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '30/06/2020' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar período' }));
    expect(JSON.parse(screen.getByRole('status').textContent ?? '{}')).toEqual({
      filter: 'debits',
      from: '2020-01-01',
      to: '2020-06-30',
      page: 1,
    });
  });
});
