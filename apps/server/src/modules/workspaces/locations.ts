import type { LocationItem } from '@trilha/contract';

const BR = (city: string, state: string): LocationItem => ({ city, state, country: 'Brasil', countryCode: 'BR' });
const US = (city: string, state: string): LocationItem => ({ city, state, country: 'Estados Unidos', countryCode: 'US' });
const IT = (city: string, state: string): LocationItem => ({ city, state, country: 'Itália', countryCode: 'IT' });

/** A small static table: the Brazilian state capitals and a few US and Italian cities (dial codes br, us, it). */
const LOCATIONS: LocationItem[] = [
  BR('Aracaju', 'SE'),
  BR('Belém', 'PA'),
  BR('Belo Horizonte', 'MG'),
  BR('Boa Vista', 'RR'),
  BR('Brasília', 'DF'),
  BR('Campo Grande', 'MS'),
  BR('Cuiabá', 'MT'),
  BR('Curitiba', 'PR'),
  BR('Florianópolis', 'SC'),
  BR('Fortaleza', 'CE'),
  BR('Goiânia', 'GO'),
  BR('João Pessoa', 'PB'),
  BR('Macapá', 'AP'),
  BR('Maceió', 'AL'),
  BR('Manaus', 'AM'),
  BR('Natal', 'RN'),
  BR('Palmas', 'TO'),
  BR('Porto Alegre', 'RS'),
  BR('Porto Velho', 'RO'),
  BR('Recife', 'PE'),
  BR('Rio Branco', 'AC'),
  BR('Rio de Janeiro', 'RJ'),
  BR('Salvador', 'BA'),
  BR('São Luís', 'MA'),
  BR('São Paulo', 'SP'),
  BR('Teresina', 'PI'),
  BR('Vitória', 'ES'),
  US('New York', 'NY'),
  US('San Francisco', 'CA'),
  US('Miami', 'FL'),
  US('Boston', 'MA'),
  US('Austin', 'TX'),
  US('Seattle', 'WA'),
  IT('Roma', 'Lazio'),
  IT('Milano', 'Lombardia'),
  IT('Napoli', 'Campania'),
  IT('Torino', 'Piemonte'),
];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const FOLDED = LOCATIONS.map((location) => ({ location, key: fold(location.city) }));

/** Cities whose name starts with the text, accents and case ignored; at most ten. */
export function searchLocations(text: string | undefined): LocationItem[] {
  const query = fold(text ?? '');
  if (!query) return [];
  return FOLDED.filter(({ key }) => key.startsWith(query))
    .slice(0, 10)
    .map(({ location }) => location);
}
