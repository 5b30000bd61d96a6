import { type Language, resolveLanguage } from '@trilha/contract';
import { sql } from 'drizzle-orm';
import { cmsNews } from '../../db/schema/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { foldText, loadCities, loadStates, searchRows } from '../lookups/index.ts';

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
    ...cityRows.map((city) => ({ type: 'city' as const, id: city.id ?? 0, name: city.name, state: city.state, label: `${city.name} - ${city.state}` })),
  ];
  return { items: items.slice(0, limit) };
}

/** GET /v1/-/cms/news: the newest news in the language asked (else the caller's), pt-BR when none. */
export async function listNews(deps: Deps, lang: Language, langParam: string | undefined, limit: number) {
  const language = langParam ? resolveLanguage(langParam) : lang;
  const result = await deps.db.execute<{ id: string; title: string; summary: string; url: string | null; imageUrl: string | null; publishedAt: Date }>(
    sql`select id, title, summary, url, image_url as "imageUrl", published_at as "publishedAt" from ${cmsNews}
        where language = (case when exists (select 1 from ${cmsNews} where language = ${language}) then ${language} else 'pt-BR' end)
          and published_at <= ${deps.clock.now()}
        order by published_at desc limit ${limit}`,
  );
  return { items: result.rows.map((row) => ({ ...row, publishedAt: new Date(row.publishedAt).toISOString() })) };
}
