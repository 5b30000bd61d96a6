import { describe, expect, it } from 'vitest';
import { resolveCity } from './lookups.service.ts';

describe('a city written by hand, resolved to its municipality', () => {
  it('ignores accents, case, hyphens, apostrophes and spaces', async () => {
    expect(await resolveCity('Campinas', 'SP')).toEqual({ id: 3509502, name: 'Campinas', state: 'SP' });
    expect(await resolveCity('SAO PAULO', 'sp')).toEqual({ id: 3550308, name: 'São Paulo', state: 'SP' });
    expect(await resolveCity('guajara mirim', 'RO')).toMatchObject({ id: 1100106, name: 'Guajará-Mirim' });
    expect(await resolveCity('Santa Rita Doeste', 'SP')).toMatchObject({ id: 3547403 });
  });

  it('needs the state to agree, and a name alone to be the only one in Brazil', async () => {
    expect(await resolveCity('Campinas', 'MG')).toBeNull();
    expect(await resolveCity('Campinas', null)).toMatchObject({ id: 3509502 });
    expect(await resolveCity('Bom Jesus', 'RS')).toMatchObject({ id: 4302303 });
    expect(await resolveCity('Bom Jesus', null)).toBeNull();
  });

  it('answers null for a city it does not know, a state abroad and text that names nothing', async () => {
    expect(await resolveCity('Vila Inventada', 'SP')).toBeNull();
    expect(await resolveCity('Austin', 'TX')).toBeNull();
    expect(await resolveCity(' - ', 'SP')).toBeNull();
  });
});
