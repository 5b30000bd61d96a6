import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { tsqueryOf } from './text-search.ts';

// search_query (migration 0026), the full-text query of every search: word by word, each word any of its forms in the
// four dictionaries the vectors hold, every word required; the query of before where the text has the search syntax.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const queryOf = async (text: string) =>
  (await t.db.$client.query<{ q: string }>(`select ${tsqueryOf('$1')}::text as q`, [text])).rows[0]?.q;
const before = async (text: string) =>
  (
    await t.db.$client.query<{ q: string }>(
      `select (websearch_to_tsquery('simple', $1) || websearch_to_tsquery('portuguese', $1)
        || websearch_to_tsquery('english', $1) || websearch_to_tsquery('spanish', $1))::text as q`,
      [text],
    )
  ).rows[0]?.q;
/** Whether a document of `document` (its vector as the tables build it) matches the search of `text`. */
const matches = async (document: string, text: string) =>
  (
    await t.db.$client.query<{ m: boolean }>(
      `select (to_tsvector('simple', $1) || to_tsvector('portuguese', $1) || to_tsvector('english', $1)
        || to_tsvector('spanish', $1)) @@ ${tsqueryOf('$2')} as m`,
      [document, text],
    )
  ).rows[0]?.m;

describe('search_query', () => {
  it('names each word once, any of its forms, every word required', async () => {
    expect(await queryOf('dados python sql')).toBe("( 'dad' | 'dado' | 'dados' ) & 'python' & 'sql'");
  });

  it('leaves out a stop word of any of the three languages, as its branch did before', async () => {
    expect(await queryOf('analista de dados')).toBe("( 'anal' | 'analista' ) & ( 'dad' | 'dado' | 'dados' )");
    expect(await matches('Analista dados pleno', 'analista de dados')).toBe(true);
  });

  it('finds a document holding each word in any dictionary', async () => {
    expect(await matches('Cientista de dados com Python e SQL', 'dados python sql')).toBe(true);
    expect(await matches('Data analyst, Python', 'dados python sql')).toBe(false);
  });

  it.each(['"analista de" -dados', 'python or sql', 'front-end', 'de', 'http://exemplo.com/vaga java'])(
    'keeps the query of before for %s (search syntax, several tokens, only stop words)',
    async (text) => {
      expect(await queryOf(text)).toBe(await before(text));
    },
  );
});
