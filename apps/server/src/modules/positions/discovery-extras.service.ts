import { type Language, resolveLanguage } from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import { foldText, loadCities, loadStates, searchRows } from '../lookups/index.ts';
import { findNews } from './news.data.ts';

const ptBR = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** GET /v1/discovery/location: Brazilian states and cities by name, states first when a name fits both. */
export async function searchLocations(query: string, limit: number) {
  const [cities, states] = await Promise.all([loadCities(), loadStates()]);
  const folded = foldText(query);
  const stateRows = states.br
    .filter((state) => folded !== '' && (foldText(state.name).startsWith(folded) || state.code.toLowerCase() === folded))
    .slice(0, 3)
    .map((state) => ({ type: 'state' as const, code: state.code, name: state.name, label: `${state.name} (estado)` }));
  const cityRows = folded === '' ? [] : searchRows(cities.br, query, limit, ptBR);
  const items = [
    ...stateRows,
    ...cityRows.map((city) => ({
      type: 'city' as const,
      id: city.id ?? 0,
      name: city.name,
      state: city.state,
      label: `${city.name} - ${city.state}`,
    })),
  ];
  return { items: items.slice(0, limit) };
}

/** GET /v1/-/cms/news: the newest news in the language asked (else the caller's), pt-BR when none. */
export async function listNews(deps: Deps, lang: Language, langParam: string | undefined, limit: number) {
  const language = langParam ? resolveLanguage(langParam) : lang;
  const rows = await findNews(deps.db, language, deps.clock.now(), limit);
  return { items: rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() })) };
}
