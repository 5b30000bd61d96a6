import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { relativeDay } from '../../format/relative-day.ts';
import { renderUi } from '../test-utils.tsx';
import { PositionRow } from './position-row.tsx';

describe('the position row', () => {
  it('shows logo, title as the one link, company, place, contract, salary, date and the match', async () => {
    await renderUi(
      <ul>
        <li>
          <PositionRow
            title="Analista de Dados Pleno"
            to="/my/discovery/position/1"
            companyName="Acme Tecnologia"
            companyLogoUrl="/assets/acme.svg"
            place="Campinas - SP"
            contract="CLT (efetivo)"
            salary="R$ 7.000 – R$ 9.500 por mês"
            date="há 3 dias"
            match={{ tone: 'success', label: '80% compatível' }}
            tag="Vaga exclusiva PcD"
          />
        </li>
      </ul>,
    );
    const link = screen.getByRole('link', { name: 'Analista de Dados Pleno' });
    expect(link.getAttribute('href')).toBe('/my/discovery/position/1');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'Analista de Dados Pleno' })).toBeTruthy();
    for (const text of [
      'Acme Tecnologia',
      'Campinas - SP',
      'CLT (efetivo)',
      'R$ 7.000 – R$ 9.500 por mês',
      'há 3 dias',
      '80% compatível',
      'Vaga exclusiva PcD',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    // the logo is decoration: the company is named in text
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('');
    // no cover drawing any more
    expect(document.querySelector('[data-cover-fallback]')).toBeNull();
  });

  it('leaves out the facts it does not have, and shows the company initials without a logo', async () => {
    await renderUi(<PositionRow title="Operador(a) de Caixa" companyName="Globex Varejo" contract="Temporário" />);
    expect(screen.getByText('Temporário')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('GV')).toBeTruthy();
    expect(document.querySelectorAll('li')).toHaveLength(1);
  });
});

describe('relative days', () => {
  const now = new Date(2026, 10, 26, 15, 0);
  it('words a posting date as a Brazilian listing does', () => {
    expect(relativeDay(new Date(2026, 10, 26, 8, 0).toISOString(), 'pt-BR', now)).toBe('hoje');
    expect(relativeDay(new Date(2026, 10, 25, 23, 0).toISOString(), 'pt-BR', now)).toBe('ontem');
    expect(relativeDay(new Date(2026, 10, 21, 12, 0).toISOString(), 'pt-BR', now)).toBe('há 5 dias');
    expect(relativeDay(new Date(2026, 8, 10, 12, 0).toISOString(), 'pt-BR', now)).toBe('há 2 meses');
    expect(relativeDay(new Date(2026, 10, 21, 12, 0).toISOString(), 'en-US', now)).toBe('5 days ago');
  });
});
