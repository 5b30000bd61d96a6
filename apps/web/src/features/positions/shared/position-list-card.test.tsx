import { fireEvent, screen } from '@testing-library/react';
import type { PositionItem } from '@trilha/contract';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BackLink } from '../../../lib/shell/back-link.tsx';
import { renderUi } from '../../../lib/ui/test-utils.tsx';
import { PositionListCard } from './position-list-card.tsx';

const item: PositionItem = {
  id: 'p1',
  code: null,
  title: 'Analista de Dados Pleno',
  company: { id: 'w1', name: 'Acme Tecnologia', subdomain: 'acme', avatarUrl: null },
  category: { id: 1, name: 'Tecnologia', icon: 'device-laptop' },
  contractType: 'FULL_TIME',
  workload: null,
  salary: { type: 'unspecified', text: null, min: null, max: null, period: null, currency: 'BRL' },
  remote: false,
  pcdOnly: false,
  location: { cityId: 3509502, city: 'Campinas', state: 'SP', country: 'BR' },
  status: 'active',
  publishedAt: '2026-11-20T12:00:00.000Z',
  favorite: false,
};

describe('a position opened from a search', () => {
  it('has its "Voltar" return to that search, filters included', async () => {
    const search = '/my/discovery/search?type=positions&text=analista&locationList=3509502';
    await renderUi(
      <Routes>
        <Route path="/my/discovery/search" element={<PositionListCard item={item} to="/my/discovery/position/p1" />} />
        <Route path="/my/discovery/position/:positionId" element={<BackLink />} />
      </Routes>,
      { route: search },
    );
    fireEvent.click(await screen.findByRole('link', { name: /Analista de Dados Pleno/ }));
    expect((await screen.findByRole('link', { name: 'Voltar' })).getAttribute('href')).toBe(search);
  });
});

describe('a position in a listing, for a candidate', () => {
  it('words the match the server sent as "87% compatível", and shows none without one', async () => {
    const { unmount } = await renderUi(<PositionListCard item={{ ...item, match: 87 }} to="/my/discovery/position/p1" />);
    const meter = screen.getByRole('meter', { name: 'Compatibilidade com o seu perfil' });
    expect(meter.getAttribute('aria-valuenow')).toBe('87');
    expect(meter.textContent).toBe('87% compatível');
    unmount();
    await renderUi(<PositionListCard item={item} to="/my/discovery/position/p1" />);
    expect(screen.queryByRole('meter')).toBeNull();
  });
});
