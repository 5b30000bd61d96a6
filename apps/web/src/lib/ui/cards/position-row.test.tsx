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
            match={{ percent: 80, label: '80% compatível', name: 'Compatibilidade com o seu perfil' }}
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

  it('shows the match as a named meter whose figure is in words and an icon, never colour alone', async () => {
    const row = (percent: number) => (
      <PositionRow
        key={percent}
        title={`Vaga ${percent}`}
        companyName="Acme Tecnologia"
        match={{ percent, label: `${percent}% compatível`, name: 'Compatibilidade com o seu perfil' }}
      />
    );
    await renderUi(<div>{[87, 50, 20].map(row)}</div>);
    const meters = screen.getAllByRole('meter', { name: 'Compatibilidade com o seu perfil' });
    expect(meters.map((meter) => meter.getAttribute('aria-valuenow'))).toEqual(['87', '50', '20']);
    expect(meters.map((meter) => meter.getAttribute('aria-valuetext'))).toEqual(['87% compatível', '50% compatível', '20% compatível']);
    for (const meter of meters) {
      expect(meter.getAttribute('aria-valuemin')).toBe('0');
      expect(meter.getAttribute('aria-valuemax')).toBe('100');
      // the words and the target icon say it; the colour (green, blue, grey by band) only echoes them
      expect(meter.textContent).toMatch(/^\d+% compatível$/);
      expect(meter.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
    expect(meters.map((meter) => meter.getAttribute('data-match'))).toEqual(['high', 'middle', 'low']);
  });

  it('has no match meter when the reader has no match (signed out, no profile)', async () => {
    await renderUi(<PositionRow title="Analista de Dados Pleno" companyName="Acme Tecnologia" date="hoje" />);
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.queryByText(/compatível/)).toBeNull();
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
